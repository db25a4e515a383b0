import { Navigate } from 'react-router';
import { useAuth } from '../../auth';
import { paths } from '../../config/paths';
import { TestErrorsPage } from '../../features/style/components/test-errors-page';

/** Lazy route module for /app/test-errors: administrators only (others back to /app). */
export function Component() {
  const { isAdmin } = useAuth();
  return isAdmin ? <TestErrorsPage /> : <Navigate to={paths.app.root} replace />;
}
