import { PreviewPage } from '../../features/preview/components/preview-page';

/** Lazy route module for /app/preview/:sessionId. */
export function Component() {
  return <PreviewPage />;
}
