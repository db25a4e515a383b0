import { NotFoundPage } from '../../components/errors';

/** Lazy route module for any unknown path. */
export function Component() {
  return <NotFoundPage />;
}
