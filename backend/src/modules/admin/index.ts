// The admin module's public entry: what other modules may use (nothing else in modules/admin; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { AdminModule } from './admin.module';
