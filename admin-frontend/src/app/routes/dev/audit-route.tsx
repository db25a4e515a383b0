import { ErrorLogsPanel } from '../../../features/dev';

/** Lazy route module for Dev > Audit Logs. */
export function Component() {
  return <ErrorLogsPanel audit />;
}
