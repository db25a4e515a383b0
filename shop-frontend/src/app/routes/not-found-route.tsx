import { NotFoundPage } from '@petart/web-shared/errors';

/** Lazy route module for any unknown path. */
export function Component() {
  return <NotFoundPage />;
}
