// The dev feature's public API: one panel per Dev sub-tab, and the /debug page.
export { DebugPage } from './components/debug-page';
export { AuditLogPanel } from './components/audit-log-panel';
export { DevToolsPanel } from './components/dev-tools-panel';
export { EmailTestingPanel } from './components/email-testing-panel';
export { ErrorLogsPanel } from './components/error-logs-panel';
export { VariantVerifierPanel } from './components/variant-verifier-panel';
