import { TabPlaceholder } from '../../../features/shell/components/tab-placeholder';

/** Lazy route module for Dev > Email Testing. */
export function Component() {
  return <TabPlaceholder title="Email Testing" />;
}
