import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { OnCommitted } from '../app/on-committed';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

/**
 * Build-time render of a public page (scripts/prerender.mjs): the real route table and providers, signed out,
 * nothing fetched. Emotion writes each component's CSS as a <style> next to it, so the HTML paints styled before any
 * script runs; main.tsx then renders the same page over it.
 */
const noop = () => undefined;

export async function render(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
      <OnCommitted callback={noop} />
    </StrictMode>,
  );
}
