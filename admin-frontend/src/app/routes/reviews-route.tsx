import { ReviewsPage } from '../../features/reviews';

/** Lazy route module for review moderation. */
export function Component() {
  return <ReviewsPage />;
}
