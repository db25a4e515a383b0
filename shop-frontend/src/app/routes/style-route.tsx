import { StylePage } from '../../features/style/components/style-page';

/** Lazy route module for /app/style/:sessionId. */
export function Component() {
  return <StylePage />;
}
