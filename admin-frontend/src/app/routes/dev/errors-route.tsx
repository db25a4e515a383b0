import { ErrorLogsPanel } from '../../../features/dev/components/error-logs-panel';

/** Lazy route module for Dev > Error Logs. */
export function Component() {
  return <ErrorLogsPanel />;
}
