import { DeleteAccountPage } from '../../features/settings/components/delete-account-page';

/** Lazy route module for /auth/delete-account/:token. */
export function Component() {
  return <DeleteAccountPage />;
}
