// The error-logs module's public entry: what other modules may use. Everything else in modules/error-logs is
// internal (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { ErrorLogsModule } from './error-logs.module';
export { ErrorLogsService } from './error-logs.service';
export { ADMIN_AUDIT, AdminAuditService, type AuditActor, type RecordedAudit } from './admin-audit.service';
export { isSecretKey, scrubText } from '../../platform/logging/scrub-secrets';
