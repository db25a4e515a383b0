import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { APP_ERROR_TEXT, isChunkLoadError } from './error-messages';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

/** Route-level boundary: 404 responses get the not-found page, stale chunks the "updating" text, the rest the generic screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ErrorScreen title={APP_ERROR_TEXT.updatingMessage} />;
  return <ErrorScreen title={APP_ERROR_TEXT.genericTitle} message={APP_ERROR_TEXT.genericMessage} />;
}
