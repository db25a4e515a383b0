import { sessionExpired } from '@petart/domain';
import { safeStorage, STORAGE_KEYS } from '../../config/storage-keys';

/** Key of the stored creation session with its timestamp (spec 1 §3 "a session key (with timestamp)"). */
export const STORED_SESSION_KEY = 'creationSession';

interface StoredSession {
  sessionId: string;
  timestamp: number;
}

/** Remembers the session just uploaded: the progress bar reads currentSessionId, the timestamp bounds it to 24 h. */
export function rememberSession(sessionId: string, now = Date.now()): void {
  safeStorage.set(STORED_SESSION_KEY, JSON.stringify({ sessionId, timestamp: now } satisfies StoredSession));
  safeStorage.set(STORAGE_KEYS.currentSessionId, sessionId);
}

/** The stored session if younger than 24 h; an expired or unreadable one is removed (spec 1 §4). */
export function readStoredSession(now = Date.now()): string | null {
  const raw = safeStorage.get(STORED_SESSION_KEY);
  let stored: Partial<StoredSession> | null = null;
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
    safeStorage.remove(STORED_SESSION_KEY);
    safeStorage.remove(STORAGE_KEYS.currentSessionId);
    return null;
  }
  return stored.sessionId;
}
