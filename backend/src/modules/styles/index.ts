// The styles module's public entry: what other modules may use (nothing else in modules/styles; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { StylesModule } from './styles.module';
