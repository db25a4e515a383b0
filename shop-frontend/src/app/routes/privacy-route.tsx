import { PrivacyPage } from '../../features/legal/components/privacy-page';

/** Lazy route module for /privacy. */
export function Component() {
  return <PrivacyPage />;
}
