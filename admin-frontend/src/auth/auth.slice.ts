import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredAccessToken, sessionExpired, tokenRefreshed } from '@petart/web-shared/session';

export interface AuthState {
  /** The access token (15 minutes); renewed through the API's httpOnly refresh cookie. */
  token: string | null;
}

const initialState = (): AuthState => ({ token: readStoredAccessToken() });

/** The token only: the store mirrors it into localStorage (lib/store.ts), the session client renews it. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (state, action) => {
        state.token = action.payload;
      })
      .addCase(sessionExpired, (state) => {
        state.token = null;
      });
  },
});

export const { signedIn, signedOut } = authSlice.actions;
