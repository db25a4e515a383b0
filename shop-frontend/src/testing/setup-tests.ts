import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { matchMediaAt } from '@petart/web-shared/testing/match-media';
import { server } from './msw-server';

// Full-app renders load lazy chunks; 1 s (the default) is too tight for findBy* on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Unhandled requests fail the test: a component calling an endpoint the test did not expect is a bug.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Test files share one window (vite.shared.config.mjs): each starts on an empty page with empty storage and cookies.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
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
  // Width media queries (MUI's useMediaQuery, the app shell's layout) answered against jsdom's window (1024 px wide
  // unless a test narrows it).
  window.matchMedia = matchMediaAt(() => window.innerWidth);
  Element.prototype.scrollIntoView = function scrollIntoView() {
    return undefined;
  };
}
