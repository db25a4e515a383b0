import { isAdministrator } from '@petart/domain';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../lib/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Someone is signed in: the start-up lookup (or a login) answered with a user. */
export function isSignedIn(auth: RootState['auth']): boolean {
  return auth.status === 'authenticated' && auth.user !== null;
}

/** The start-up lookup has not answered yet (or has not been asked). */
export function isAuthLoading(auth: RootState['auth']): boolean {
  return auth.status === 'idle' || auth.status === 'loading';
}

/** The auth state plus the derived flags screens need. */
export function useAuth() {
  const auth = useAppSelector((state) => state.auth);
  const { user, token, status } = auth;
  return {
    user,
    token,
    status,
    isLoading: isAuthLoading(auth),
    isAuthenticated: isSignedIn(auth),
    isAdmin: user !== null && isAdministrator(user),
  };
}

/**
 * Only whether someone is signed in. Public pages use it instead of useAuth: the start-up lookup moves the status
 * idle -> loading -> anonymous, and a page subscribed to the whole auth state would render again (synchronously, as
 * store updates do) at each step although nothing it shows changed.
 */
export function useIsSignedIn(): boolean {
  return useAppSelector((state) => isSignedIn(state.auth));
}
