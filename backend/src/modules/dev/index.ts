// The dev module's public entry: what other modules may use (nothing else in modules/dev; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { DevModule } from './dev.module';
