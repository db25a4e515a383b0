// The dev-tools module's public entry: what other modules may use (nothing else in modules/dev-tools; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { DevToolsModule } from './dev-tools.module';
