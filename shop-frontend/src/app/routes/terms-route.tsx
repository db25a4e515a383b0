import { TermsPage } from '../../features/legal/components/terms-page';

/** Lazy route module for /terms. */
export function Component() {
  return <TermsPage />;
}
