import { AuthPage } from '../../features/auth/components/auth-page';

/** Lazy route module for /login: the auth page on its login tab. */
export function Component() {
  return <AuthPage defaultTab="login" />;
}
