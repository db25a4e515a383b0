// The claims module's public entry: what other modules may use (nothing else in modules/claims; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { ClaimsModule } from './claims.module';
export { ClaimsRepository, type ClaimExportRow } from './claims.repository';
