import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { APP_ERROR_TEXT, isChunkLoadError } from './error-messages';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

/** Route-level boundary: 404 responses get the not-found page, chunks that fail to load 'Error Loading App', the rest the generic screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A page's code failed to load (a flaky network, or a deployment replaced the chunk): product.md P12 start-up failure.
  if (isChunkLoadError(error))
    return <ErrorScreen title={APP_ERROR_TEXT.startupTitle} message={APP_ERROR_TEXT.startupMessage} />;
  return <ErrorScreen title={APP_ERROR_TEXT.genericTitle} message={APP_ERROR_TEXT.genericMessage} />;
}
