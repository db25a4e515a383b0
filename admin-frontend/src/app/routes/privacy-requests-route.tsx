import { PrivacyRequestsPage } from '../../features/privacy';

/** Lazy route module for the customers' data export and account deletion requests. */
export function Component() {
  return <PrivacyRequestsPage />;
}
