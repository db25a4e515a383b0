// The mockups module's public entry: what other modules may use (nothing else in modules/mockups; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { MockupsModule } from './mockups.module';
