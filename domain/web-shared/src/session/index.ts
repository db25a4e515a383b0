export {
  ACCESS_TOKEN_STORAGE_KEY,
  currentAccessToken,
  readStoredAccessToken,
  sessionExpired,
  tokenRefreshed,
  writeStoredAccessToken,
} from './access-token';
export {
  createSessionClient,
  stripApiPrefix,
  type SessionBaseQuery,
  type SessionClient,
  type SessionClientOptions,
  type SessionStore,
} from './session-client';
export { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from './signed-in-hint';
