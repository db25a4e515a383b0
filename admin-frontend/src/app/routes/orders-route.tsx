import { TabPlaceholder } from '../../features/shell/components/tab-placeholder';

/** Lazy route module for the Orders tab. */
export function Component() {
  return <TabPlaceholder title="Orders" />;
}
