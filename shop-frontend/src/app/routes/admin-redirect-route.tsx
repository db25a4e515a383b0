import { ExternalRedirect } from '../../components/external-redirect';
import { env } from '../../config/env';

/** Lazy route module for /admin: the admin app lives on its own origin (runtime config adminUrl). */
export function Component() {
  return <ExternalRedirect to={env.adminUrl} />;
}
