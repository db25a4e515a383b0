import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { writeStoredAccessToken } from '@petart/web-shared/session';
import { emptyApi } from '../api/empty-api';
import { authSlice } from '../auth/auth.slice';

/**
 * A fresh store per call: the app makes one, every test makes its own so caches never leak between tests. It holds
 * the shared layers' state only (the API cache, the token), so the shared hooks type themselves from it.
 */
export function makeStore() {
  const store = configureStore({
    reducer: { [emptyApi.reducerPath]: emptyApi.reducer, [authSlice.name]: authSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(emptyApi.middleware),
  });
  // Refetch on focus/reconnect for queries that opt in.
  setupListeners(store.dispatch);
  // The token outlives a reload (product.md P11 `authToken`): mirrored on every change, outside the reducers.
  let previousToken = store.getState().auth.token;
  store.subscribe(() => {
    const nextToken = store.getState().auth.token;
    if (nextToken === previousToken) return;
    writeStoredAccessToken(nextToken);
    previousToken = nextToken;
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
