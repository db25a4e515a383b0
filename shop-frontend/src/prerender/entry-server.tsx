import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { OnCommitted } from '../app/on-committed';
import { AppProviders } from '../app/providers';
import { SignedInPrerender } from '../auth';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

/**
 * Build-time render of a page (scripts/prerender.mjs): the real route table and providers, nothing fetched. Public
 * pages are rendered signed out; `signedIn` renders a protected page for a user not yet known (SignedInPrerender).
 * Emotion writes each component's CSS as a <style> next to it, so the HTML paints styled before any script runs; the
 * app then adopts the page (src/app/start.tsx).
 */
const noop = () => undefined;

export async function render(pathname: string, { signedIn = false } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <SignedInPrerender.Provider value={signedIn}>
      <StrictMode>
        <AppProviders store={makeStore()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
        <OnCommitted callback={noop} />
      </StrictMode>
    </SignedInPrerender.Provider>,
  );
}
