// The catalogue module's public entry: what other modules may use. Everything else in modules/catalogue is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { PrintOptionDto } from './print-option.dto';
