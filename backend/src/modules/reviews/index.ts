// The reviews module's public entry: what other modules may use. Everything else in modules/reviews is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { ReviewsModule } from './reviews.module';
export { ReviewShowcaseService } from './review-showcase.service';
