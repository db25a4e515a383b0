import { isAdministrator } from '@petart/domain';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The auth state plus the derived flags screens need. */
export function useAuth() {
  const { user, token, status } = useAppSelector((state) => state.auth);
  return {
    user,
    token,
    status,
    isLoading: status === 'idle' || status === 'loading',
    isAuthenticated: status === 'authenticated' && user !== null,
    isAdmin: user !== null && isAdministrator(user),
  };
}

/**
 * Only whether someone is signed in. Public pages use it instead of useAuth: the start-up lookup moves the status
 * idle -> loading -> anonymous, and a page subscribed to the whole auth state would render again (synchronously, as
 * store updates do) at each step although nothing it shows changed.
 */
export function useIsSignedIn(): boolean {
  return useAppSelector((state) => state.auth.status === 'authenticated' && state.auth.user !== null);
}
