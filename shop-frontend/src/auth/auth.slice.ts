import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import {
  readStoredAccessToken,
  sessionExpired,
  tokenRefreshed,
  writeStoredAccessToken,
} from '@petart/web-shared/session';
import { clearUserStorage, safeStorage, STORAGE_KEYS } from '../config/storage-keys';
import type { AuthUser } from './auth-user';

/**
 * - idle: nothing asked yet; loading: GET /api/user in flight at start;
 * - authenticated / anonymous: the answer;
 * - signedOut: the user just logged out and is being sent home (protected pages must not ask them to log in).
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous' | 'signedOut';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  status: AuthStatus;
  /** When the current credentials were received (ms): answers to requests sent before that are stale. */
  credentialsAt: number;
}

export function initialAuthState(): AuthState {
  return { user: null, token: readStoredAccessToken(), status: 'idle', credentialsAt: 0 };
}

function is401(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 401;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** No stored token and no signed-in hint cookie: signed out, known without asking the API. */
    noSessionFound(state) {
      if (state.status === 'idle') state.status = 'anonymous';
    },
    signedOut(state) {
      state.user = null;
      state.token = null;
      state.status = 'signedOut';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (state, action: PayloadAction<string>) => {
        state.token = action.payload;
      })
      .addCase(sessionExpired, (state) => {
        state.user = null;
        state.token = null;
        if (state.status !== 'signedOut') state.status = 'anonymous';
      })
      .addMatcher(api.endpoints.getUser.matchPending, (state) => {
        if (state.status === 'idle') state.status = 'loading';
      })
      .addMatcher(api.endpoints.getUser.matchFulfilled, (state, action) => {
        if (state.status === 'signedOut') return;
        state.user = action.payload;
        state.status = 'authenticated';
      })
      .addMatcher(api.endpoints.getUser.matchRejected, (state, action) => {
        // A skipped duplicate request (condition) says nothing about the session, nor does the 401 of a request sent
        // before the user logged in (the start-up lookup answering late).
        if (action.meta.condition) return;
        if ((action.meta.startedTimeStamp ?? 0) < state.credentialsAt) return;
        if (state.status === 'authenticated' && !is401(action.payload)) return;
        state.user = null;
        if (is401(action.payload)) state.token = null;
        if (state.status !== 'signedOut') state.status = 'anonymous';
      })
      .addMatcher(api.endpoints.login.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
        state.token = action.payload.authToken;
        state.status = 'authenticated';
        state.credentialsAt = Date.now();
      })
      .addMatcher(api.endpoints.updateUserSettings.matchFulfilled, (state, action) => {
        state.user = action.payload;
      });
  },
});

export const { noSessionFound, signedOut } = authSlice.actions;

/** Mirrors the token and user id into localStorage (product.md P13), so a reload starts signed in. */
export function persistAuth(previous: AuthState | undefined, next: AuthState): void {
  if (next.status === 'signedOut' && previous?.status !== 'signedOut') {
    // Log-out: nothing private stays on the device (saved checkout, mockup cache, creation session, ids).
    clearUserStorage();
    return;
  }
  if (previous?.token !== next.token) {
    writeStoredAccessToken(next.token);
  }
  const nextId = next.user?.id;
  if (nextId !== undefined) {
    if (previous?.user?.id !== nextId) safeStorage.set(STORAGE_KEYS.userId, String(nextId));
  } else if (!next.token && next.status !== 'idle' && next.status !== 'loading') {
    // Signed out or session over: the stored id belongs to nobody any more.
    safeStorage.remove(STORAGE_KEYS.userId);
  }
}
