import { TabPlaceholder } from '../../../features/shell/components/tab-placeholder';

/** Lazy route module for Dev > Error Logs. */
export function Component() {
  return <TabPlaceholder title="Error Logs" />;
}
