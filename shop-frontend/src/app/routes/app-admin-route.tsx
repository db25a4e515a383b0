import { Navigate } from 'react-router';
import { useAuth } from '../../auth';
import { ExternalRedirect } from '../../components/external-redirect';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

/** Lazy route module for /app/admin: administrators go to the admin app, others back to /app (product.md P2.4). */
export function Component() {
  const { isAdmin } = useAuth();
  return isAdmin ? <ExternalRedirect to={env.adminUrl} /> : <Navigate to={paths.app.root} replace />;
}
