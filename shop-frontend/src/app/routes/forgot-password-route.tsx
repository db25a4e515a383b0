import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';

/** Lazy route module for /auth/forgot-password. */
export function Component() {
  return <ForgotPasswordPage />;
}
