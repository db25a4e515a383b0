import { AppNotFound } from '../../features/shell/components/app-not-found';

/** Lazy route module for unknown /app/... paths. */
export function Component() {
  return <AppNotFound />;
}
