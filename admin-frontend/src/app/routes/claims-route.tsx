import { ClaimsPage } from '../../features/claims';

/** Lazy route module for the claims queue. */
export function Component() {
  return <ClaimsPage />;
}
