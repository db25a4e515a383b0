import { useEffect, useState } from 'react';

/** True while `until` (ISO time) is ahead; re-renders when it passes, so what is tied to a deadline goes by itself. */
export function useBefore(until: string | null | undefined): boolean {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end) || end <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end, now]);
  return !Number.isNaN(end) && now < end;
}
