// The health module's public entry: what other modules may use (nothing else in modules/health; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { HealthModule } from './health.module';
