import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@petart/web-shared/theme';
import { Activity, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast';
import { AppEmotionCache } from './emotion-cache';
import { routerReady, routes } from './router';
import type { AppStore } from './store';

const ignore = () => undefined;

/**
 * Renders the page at `path` once, hidden and detached from the document, ahead of a navigation that is sure to come
 * (the sign-in page's one-second pause: issue 21, D-189). The render compiles the page's components and inserts their
 * styles while the phone has nothing else to do, so the navigation's own first render of the page is shorter. The
 * tree is inside `<Activity mode="hidden">`: React renders it without mounting any effect, so it asks the API
 * nothing, scrolls nothing and starts no timer; the page is never attached to the document. A failure only means the
 * navigation does the work itself. Returns the function that unmounts it.
 */
export function warmRoute(
  path: string,
  store: AppStore,
  container: HTMLElement = document.createElement('div'),
): () => void {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const root = createRoot(container, {
    onUncaughtError: ignore,
    onCaughtError: ignore,
    onRecoverableError: ignore,
  });
  // Rendered once the route modules are in: a hidden RouterProvider mounts no effect, so it would never hear of them.
  const render = () => {
    startTransition(() => {
      root.render(
        <AppEmotionCache>
          <ThemeProvider theme={theme}>
            <Provider store={store}>
              <ToastProvider>
                <Activity mode="hidden">
                  <RouterProvider router={router} />
                </Activity>
              </ToastProvider>
            </Provider>
          </ThemeProvider>
        </AppEmotionCache>,
      );
    });
  };
  let released = false;
  void routerReady(router).then(() => {
    if (!released) render();
  });
  return () => {
    if (released) return;
    released = true;
    root.unmount();
    router.dispose();
  };
}
