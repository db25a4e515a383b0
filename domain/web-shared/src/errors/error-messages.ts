/** Texts of product.md P12 for the app-level error screens. */
export const APP_ERROR_TEXT = {
  genericTitle: 'Something went wrong',
  genericMessage: 'Please refresh the page to try again.',
  updatingMessage: "We're updating the site. Please refresh in a moment.",
  startupTitle: 'Error Loading App',
  startupMessage: 'Please refresh the page to try again.',
  notFoundTitle: 'Page Not Found',
  notFoundMessage: "The page you're looking for doesn't exist or has been moved.",
  goHome: 'Go to Homepage',
} as const;

/**
 * A lazy route chunk that could not be loaded (the network failed, or a new deployment replaced it) fails with one
 * of these browser messages (Chromium, Safari, Firefox, Vite's preload helper); a refresh fixes it, so the user sees
 * 'Error Loading App' with 'Refresh Page' instead of a generic error.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|loading chunk|unable to preload css/i.test(
    message,
  );
}
