import { SupportPage } from '../../features/support/components/support-page';

/** Lazy route module for /app/contact. */
export function Component() {
  return <SupportPage />;
}
