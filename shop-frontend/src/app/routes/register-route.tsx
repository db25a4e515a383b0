import { AuthPage } from '../../features/auth/components/auth-page';

/** Lazy route module for /register: the auth page on its create-account tab. */
export function Component() {
  return <AuthPage defaultTab="register" />;
}
