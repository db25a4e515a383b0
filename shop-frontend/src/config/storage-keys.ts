/** Local storage keys of spec 1 §3 / spec 2 §9, in one place so features never retype them. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
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
