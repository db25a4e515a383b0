import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy* waits up to 10 s: lazy route modules load slowly on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// Unhandled requests fail the test: a component calling an endpoint the test did not expect is a bug.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Test files share one window (vite.shared.config.mjs): each starts on an empty page with empty storage.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that MUI and the header use (node-environment suites have no window at all).
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = function scrollIntoView() {
    return undefined;
  };
}
