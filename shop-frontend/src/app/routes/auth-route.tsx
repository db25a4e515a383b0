import { AuthPage } from '../../features/auth/components/auth-page';

/** Lazy route module for /auth. */
export function Component() {
  return <AuthPage />;
}
