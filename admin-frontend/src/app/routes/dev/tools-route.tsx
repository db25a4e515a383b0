import { DevToolsPanel } from '../../../features/dev';

/** Lazy route module for Dev > Dev Tools. */
export function Component() {
  return <DevToolsPanel />;
}
