import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (compared by JSON, so equal objects do not restart it). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  }, [key, delayMs]);
  return debounced;
}
