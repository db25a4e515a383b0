import { ErrorLogsPanel } from '../../../features/dev/components/error-logs-panel';

/** Lazy route module for Dev > Audit Logs. */
export function Component() {
  return <ErrorLogsPanel audit />;
}
