import { sessionExpired } from '@petart/domain';
import { STORAGE_KEYS, userStorage } from '../../config/storage-keys';

/**
 * Key of the stored creation session with its timestamp (product.md P13 "a session key (with timestamp)"), in the
 * signed-in user's scope.
 */
export const STORED_SESSION_KEY = 'creationSession';

interface StoredSession {
  sessionId: string;
  timestamp: number;
}

/** Remembers the session just uploaded: the progress bar reads currentSessionId, the timestamp bounds it to 24 h. */
export function rememberSession(sessionId: string, now = Date.now()): void {
  userStorage.set(STORED_SESSION_KEY, JSON.stringify({ sessionId, timestamp: now } satisfies StoredSession));
  userStorage.set(STORAGE_KEYS.currentSessionId, sessionId);
}

/** The stored session if younger than 24 h; an expired or unreadable one is removed (product.md P3). */
export function readStoredSession(now = Date.now()): string | null {
  const raw = userStorage.get(STORED_SESSION_KEY);
  let stored: Partial<StoredSession> | null;
  try {
    stored = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
  } catch {
    stored = null;
  }
  if (
    !stored ||
    typeof stored.sessionId !== 'string' ||
    typeof stored.timestamp !== 'number' ||
    sessionExpired(stored.timestamp, now)
  ) {
    userStorage.remove(STORED_SESSION_KEY);
    userStorage.remove(STORAGE_KEYS.currentSessionId);
    return null;
  }
  return stored.sessionId;
}
