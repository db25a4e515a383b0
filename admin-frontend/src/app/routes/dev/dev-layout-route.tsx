import { DevLayout } from '../../../features/shell/components/dev-layout';

/** Lazy route module for the Dev tab's layout (sub-tabs). */
export function Component() {
  return <DevLayout />;
}
