export { LANDING_REVIEWS_ARG, PrerenderLiveParts, ReviewsShowcase } from './reviews-showcase';
