import { TabPlaceholder } from '../../features/shell/components/tab-placeholder';

/** Lazy route module for the Users tab. */
export function Component() {
  return <TabPlaceholder title="Users" />;
}
