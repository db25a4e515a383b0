import { DevToolsPanel } from '../../../features/dev/components/dev-tools-panel';

/** Lazy route module for Dev > Dev Tools. */
export function Component() {
  return <DevToolsPanel />;
}
