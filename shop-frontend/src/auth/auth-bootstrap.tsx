import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api } from '../api/enhanced-api';
import { session } from '../api/empty-api';
import { noSessionFound } from './auth.slice';
import type { RootState } from '../lib/store';
import { hasSignedInHint } from './signed-in-hint';
import { useAppDispatch } from './hooks';

/**
 * Asks who is signed in once at start, and only when someone may be (docs/decisions.md D-154 "Signed-out pages ask
 * nothing at start"):
 * - a stored access token: GET /api/user (product.md P2.4; a 401 refreshes once, as every call);
 * - no token but the signed-in hint cookie (the emailed verification link signed the customer in): an access token
 *   from the refresh cookie, then GET /api/user;
 * - neither: signed out, without a request (a signed-out visitor's pages make no failing request).
 */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    let active = true;
    const askForUser = () => {
      if (active) void dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    };
    if (store.getState().auth.token !== null) askForUser();
    else if (!hasSignedInHint()) dispatch(noSessionFound());
    // StrictMode runs this twice at once: both wait for the one shared refresh (a second would replay the cookie).
    else void session.renewSession(store).then((token) => token && askForUser());
    return () => {
      active = false;
    };
  }, [dispatch, store]);
  return null;
}
