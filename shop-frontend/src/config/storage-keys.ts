import { ACCESS_TOKEN_STORAGE_KEY } from '@petart/web-shared/session/token-storage';

/** Local storage keys of product.md P13 / product.md P11, in one place so features never retype them. */
export const STORAGE_KEYS = {
  /** The access token, mirrored from the store (the session client's key, @petart/web-shared/session). */
  authToken: ACCESS_TOKEN_STORAGE_KEY,
  userId: 'userId',
  /** Post-login target saved by the route guard when no token is stored. */
  authRedirectUrl: 'authRedirectUrl',
  /** Id of the creation session in progress (written by the upload step, read by the progress bar). */
  currentSessionId: 'currentSessionId',
} as const;

/** localStorage can throw (privacy mode, disabled storage): every access goes through these and fails soft. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives in memory (Redux) for this visit only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

/** Prefix of everything stored for one signed-in user: `user:{userId}:{key}` (private data, see below). */
export const USER_SCOPE_PREFIX = 'user:';

/**
 * Keys earlier versions wrote without a user scope (checkout fields, mockup cache, creation session, cart-cleared
 * guards): removed at log-out as well.
 */
const UNSCOPED_PRIVATE_PREFIXES = [
  'checkoutForm.',
  'mockups:',
  'orderCartCleared.',
  'creationSession',
  'currentSessionId',
];

/**
 * The key of a private value of the signed-in user (the id the auth slice mirrors into `userId`). A device shared by
 * two customers never shows one the other's saved address, mockups (signed image URLs) or creation session.
 */
export function userKey(key: string): string {
  return `${USER_SCOPE_PREFIX}${safeStorage.get(STORAGE_KEYS.userId) ?? 'anonymous'}:${key}`;
}

/** localStorage for private values, keyed by the signed-in user ({@link userKey}). */
export const userStorage = {
  get: (key: string): string | null => safeStorage.get(userKey(key)),
  set: (key: string, value: string): void => safeStorage.set(userKey(key), value),
  remove: (key: string): void => safeStorage.remove(userKey(key)),
};

/**
 * Log-out on a shared device: removes everything that belongs to a user (every user scope, the token and id, the
 * post-login target, and unscoped private keys of earlier versions). Nothing private survives for the next person.
 */
export function clearUserStorage(): void {
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage);
  } catch {
    return;
  }
  for (const key of keys) {
    const isPrivate =
      key.startsWith(USER_SCOPE_PREFIX) || UNSCOPED_PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix));
    if (isPrivate) safeStorage.remove(key);
  }
  safeStorage.remove(STORAGE_KEYS.authToken);
  safeStorage.remove(STORAGE_KEYS.userId);
  safeStorage.remove(STORAGE_KEYS.authRedirectUrl);
}
