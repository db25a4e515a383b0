// The generation module's public entry: what other modules may use (nothing else in modules/generation; the lint rule in
// backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { GenerationModule } from './generation.module';
export { GenerationJobsRepository } from './generation-jobs.repository';
