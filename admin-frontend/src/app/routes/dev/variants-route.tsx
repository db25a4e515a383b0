import { TabPlaceholder } from '../../../features/shell/components/tab-placeholder';

/** Lazy route module for Dev > Variant Verifier. */
export function Component() {
  return <TabPlaceholder title="Variant Verifier" />;
}
