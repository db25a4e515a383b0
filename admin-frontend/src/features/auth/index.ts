// The auth feature's public API: the administrator gate and what the shell asks of it.
export { AuthGate, useCurrentAdmin, useSignOut } from './components/auth-gate';
