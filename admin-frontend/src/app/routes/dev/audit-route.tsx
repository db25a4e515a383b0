import { AuditLogPanel } from '../../../features/dev';

/** Lazy route module for Dev > Audit Logs. */
export function Component() {
  return <AuditLogPanel />;
}
