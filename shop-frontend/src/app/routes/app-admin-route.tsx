import { useAuth } from '../../auth';
import { ExternalRedirect } from '../../components/external-redirect';
import { env } from '../../config/env';
import { AccessDenied } from '../../features/shell/components/access-denied';

/**
 * Lazy route module for /app/admin: administrators go to the admin app; anyone else is told 'Access Denied' with
 * 'Return to App' (commerce spec, Admin), instead of landing silently on Create.
 */
export function Component() {
  const { isAdmin } = useAuth();
  return isAdmin ? <ExternalRedirect to={env.adminUrl} /> : <AccessDenied />;
}
