import { ContentTab } from '../../features/content';

/** Lazy route module for the Content tab. */
export function Component() {
  return <ContentTab />;
}
