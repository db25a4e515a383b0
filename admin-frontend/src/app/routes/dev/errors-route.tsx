import { ErrorLogsPanel } from '../../../features/dev';

/** Lazy route module for Dev > Error Logs. */
export function Component() {
  return <ErrorLogsPanel />;
}
