// The privacy module's public entry: what other modules may use (nothing else in modules/privacy; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { PrivacyModule } from './privacy.module';
