import { AppShell } from '../../features/shell/components/app-shell';
import { RequireAuth } from '../../features/shell/components/require-auth';

/** Lazy route module for /app: the guard around the app shell (sidebar + outlet). */
export function Component() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
