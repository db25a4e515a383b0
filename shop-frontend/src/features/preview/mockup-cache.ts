import { LIMITS, type NameOnPrint } from '@petart/domain';
import type { MockupDto as Mockup } from '../../api/enhanced-api';
import { safeStorage, userKey } from '../../config/storage-keys';

/** Prefix of the localStorage mockup cache entries (product.md P13 "mockup cache entries"). */
export const MOCKUP_CACHE_PREFIX = 'mockups:';

export interface MockupCacheKeyParts {
  sessionId: string;
  printType: string;
  printSize: string;
  imageUrl: string;
  /** The name on the print drawn into the views (none: the plain mockups). */
  personalisation?: NameOnPrint | null;
}

/**
 * One entry per session, type, size, image and name on the print; the image by its stored path (signatures change
 * hourly). In the signed-in user's scope: the entries hold signed image URLs, cleared at log-out.
 */
export function mockupCacheKey({
  sessionId,
  printType,
  printSize,
  imageUrl,
  personalisation,
}: MockupCacheKeyParts): string {
  const image = imageUrl.split('?')[0] ?? imageUrl;
  const named = personalisation ? `:${JSON.stringify(personalisation)}` : '';
  return userKey(`${MOCKUP_CACHE_PREFIX}${sessionId}:${printType}:${printSize}:${image}${named}`);
}

interface CacheEntry {
  timestamp: number;
  mockups: Mockup[];
}

/** Cached mockups younger than 24 h (product.md P3); an expired or unreadable entry is removed. */
export function readMockupCache(parts: MockupCacheKeyParts, now = Date.now()): Mockup[] | null {
  const key = mockupCacheKey(parts);
  const raw = safeStorage.get(key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry>;
    if (
      typeof entry.timestamp === 'number' &&
      now - entry.timestamp < LIMITS.mockupCacheMs &&
      Array.isArray(entry.mockups) &&
      entry.mockups.length > 0
    ) {
      return entry.mockups;
    }
  } catch {
    // Unreadable: fall through and drop it.
  }
  safeStorage.remove(key);
  return null;
}

export function writeMockupCache(parts: MockupCacheKeyParts, mockups: Mockup[], now = Date.now()): void {
  if (mockups.length === 0) return;
  safeStorage.set(mockupCacheKey(parts), JSON.stringify({ timestamp: now, mockups } satisfies CacheEntry));
}
