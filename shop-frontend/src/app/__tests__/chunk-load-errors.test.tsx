import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ERROR_TEXT, RouteErrorBoundary } from '@petart/web-shared/errors';
import guardSource from '../../../public/boot-guard.js?raw';

describe('a failed route chunk (e.g. after a deployment)', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop/assets/checkout-route-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /assets/x.css',
  ])('shows Error Loading App with Refresh Page for "%s"', async (message) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorBoundary,
          children: [{ index: true, lazy: () => Promise.reject(new TypeError(message)) }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Error Loading App' })).toBeInTheDocument();
    expect(screen.getByText(APP_ERROR_TEXT.startupMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('boot guard (public/boot-guard.js): the entry chunk fails to load', () => {
  const listeners: EventListenerOrEventListenerObject[] = [];
  const realAdd = window.addEventListener.bind(window);

  function installGuard() {
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'error') listeners.push(listener);
      realAdd(type, listener, options);
    });
    // The guard is a plain browser script (public/), not a module: run its text as the browser would.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(guardSource)();
  }

  afterEach(() => {
    for (const l of listeners.splice(0)) window.removeEventListener('error', l, true);
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  function failedLoad(element: HTMLElement) {
    document.head.append(element);
    element.dispatchEvent(new Event('error'));
    element.remove();
  }

  it('shows Error Loading App with a working Refresh Page when the module script fails', () => {
    document.body.innerHTML = '<div id="root"></div>';
    installGuard();
    const script = document.createElement('script');
    script.type = 'module';
    failedLoad(script);
    const root = document.getElementById('root')!;
    expect(root).toHaveTextContent(APP_ERROR_TEXT.startupTitle);
    expect(root).toHaveTextContent(APP_ERROR_TEXT.startupMessage);
    expect(root.querySelector('button')).toHaveTextContent('Refresh Page');
  });

  it("also when a preloaded vendor chunk fails, over the shell's loading indicator", () => {
    document.body.innerHTML = '<div id="root"><div class="boot-loader" role="progressbar"></div></div>';
    installGuard();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    failedLoad(link);
    expect(document.getElementById('root')).toHaveTextContent('Error Loading App');
  });

  it('replaces a prerendered page whose app failed to load; leaves it once the app runs', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/"><main>Shop</main></div>';
    installGuard();
    failedLoad(document.createElement('script'));
    expect(document.getElementById('root')).toHaveTextContent('Error Loading App');
    document.body.innerHTML = '<div id="root"><main>Shop</main></div>';
    failedLoad(document.createElement('script'));
    expect(document.getElementById('root')).toHaveTextContent('Shop');
  });

  it('leaves a running app alone (its router handles later chunk failures) and ignores images', () => {
    document.body.innerHTML = '<div id="root"><main>Shop</main></div>';
    installGuard();
    failedLoad(document.createElement('script'));
    expect(document.getElementById('root')).toHaveTextContent('Shop');
    document.getElementById('root')!.replaceChildren();
    failedLoad(document.createElement('img'));
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });
});
