import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { emptyApi } from '../api/empty-api';
import { authSlice, persistAuth } from '../auth/auth.slice';

/**
 * A fresh store per call: the app makes one, every test makes its own so caches never leak between tests. It holds
 * the shared layers' state only (the API cache, the auth state), so the shared hooks type themselves from it.
 */
export function makeStore() {
  const store = configureStore({
    reducer: { [emptyApi.reducerPath]: emptyApi.reducer, [authSlice.name]: authSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(emptyApi.middleware),
  });
  // Refetch on focus/reconnect for queries that opt in.
  setupListeners(store.dispatch);
  let previousAuth = store.getState().auth;
  store.subscribe(() => {
    const nextAuth = store.getState().auth;
    if (nextAuth === previousAuth) return;
    persistAuth(previousAuth, nextAuth);
    previousAuth = nextAuth;
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
