import { DebugPage } from '../../features/dev';

/** Lazy route module for /debug (what this install runs on, for staff). */
export function Component() {
  return <DebugPage />;
}
