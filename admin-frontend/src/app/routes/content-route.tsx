import { ContentTab } from '../../features/content/components/content-tab';

/** Lazy route module for the Content tab. */
export function Component() {
  return <ContentTab />;
}
