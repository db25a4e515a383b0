import { SettingsPage } from '../../features/settings/components/settings-page';

/** Lazy route module for /app/settings. */
export function Component() {
  return <SettingsPage />;
}
