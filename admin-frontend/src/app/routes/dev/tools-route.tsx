import { TabPlaceholder } from '../../../features/shell/components/tab-placeholder';

/** Lazy route module for Dev > Dev Tools. */
export function Component() {
  return <TabPlaceholder title="Dev Tools" />;
}
