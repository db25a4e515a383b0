export { AppErrorBoundary } from './app-error-boundary';
export { APP_ERROR_TEXT, isChunkLoadError } from './error-messages';
export { ErrorScreen, RefreshPageButton } from './error-screen';
export { NotFoundPage } from './not-found-page';
export { RouteErrorBoundary } from './route-error-boundary';
export { renderStartupError } from './startup-error';
