import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The MSW server of an app's unit tests (msw/node's setupServer), as far as the set-up uses it. */
export interface TestServer {
  listen(options: { onUnhandledFrame: 'error' }): void;
  resetHandlers(): void;
  close(): void;
}

/**
 * The unit-test set-up of both apps (their Vitest `setupFiles` call it with their MSW server): a fresh page, storage
 * and cookies per test file, unhandled requests as failures, and the browser APIs jsdom lacks.
 */
export function setUpAppTests(server: TestServer): void {
  // Full-app renders load lazy route chunks; findBy* waits up to 10 s on a busy 2-core machine.
  configure({ asyncUtilTimeout: 10_000 });

  // Unhandled requests (MSW's unhandled frames) fail the test: a component calling an endpoint the test did not expect is a bug.
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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

  // jsdom lacks these browser APIs that MUI and the headers use (node-environment suites have no window at all).
  if (typeof window !== 'undefined') {
    window.scrollTo = () => undefined;
    Element.prototype.scrollIntoView = function scrollIntoView() {
      return undefined;
    };
  }
}
