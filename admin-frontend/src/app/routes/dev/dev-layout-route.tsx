import { DevLayout } from '../../layout/dev-layout';

/** Lazy route module for the Dev tab's layout (sub-tabs). */
export function Component() {
  return <DevLayout />;
}
