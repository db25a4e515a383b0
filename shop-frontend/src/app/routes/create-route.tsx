import { CreatePage } from '../../features/create/components/create-page';

/** Lazy route module for /app/create. */
export function Component() {
  return <CreatePage />;
}
