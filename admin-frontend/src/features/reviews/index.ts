// The reviews feature's public API: the moderation page.
export { ReviewsPage } from './components/reviews-page';
