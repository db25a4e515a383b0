/**
 * Throws when a storage key is empty, absolute, has backslashes, NUL bytes or '.'/'..'/empty segments, so a key can
 * never escape the store (same rule as the domain's reference adapter).
 */
export function assertSafeStorageKey(key: string): void {
  const segments = key.split('/');
  if (
    key === '' ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
