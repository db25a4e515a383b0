import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** localStorage key of the bearer token on the admin origin (product.md P11 `authToken`; the shop's is on its origin). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can throw (privacy mode): behave as signed out rather than crash.
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Kept in memory only.
  }
}

export interface AuthState {
  /** The access token (15 minutes); renewed through the API's httpOnly refresh cookie. */
  token: string | null;
}

const initialState = (): AuthState => ({ token: readStoredToken() });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      storeToken(action.payload);
    },
    signedOut(state) {
      state.token = null;
      storeToken(null);
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;
