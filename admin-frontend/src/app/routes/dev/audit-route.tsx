import { TabPlaceholder } from '../../../features/shell/components/tab-placeholder';

/** Lazy route module for Dev > Audit Logs. */
export function Component() {
  return <TabPlaceholder title="Audit Logs" />;
}
