import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** Lazy route module for /auth/reset-password/:token?. */
export function Component() {
  return <ResetPasswordPage />;
}
