import { TabPlaceholder } from '../../features/shell/components/tab-placeholder';

/** Lazy route module for the Content tab. */
export function Component() {
  return <TabPlaceholder title="Content" />;
}
