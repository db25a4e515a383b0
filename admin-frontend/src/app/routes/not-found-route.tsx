import { NotFoundPage } from '@petart/shop-frontend/errors';

/** Lazy route module for any unknown path. */
export function Component() {
  return <NotFoundPage />;
}
