import { catalogueView, GIFT_DEADLINE_PLACEHOLDER, PRINT_TYPES } from '@petart/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { OnCommitted } from '../app/on-committed';
import { AppProviders } from '../app/providers';
import { api } from '../api/enhanced-api';
import { SignedInPrerender } from '../auth';
import { prerenderedQueriesTag, seedQueries, type PrerenderedQueries } from '../app/prerendered-queries';
import { PrerenderLiveParts } from '../components/reviews';
import { routes } from '../app/router';
import { makeStore } from '../lib/store';

/**
 * Build-time render of a page (scripts/prerender.mjs): the real route table and providers, nothing fetched. Public
 * pages are rendered signed out; `signedIn` renders a protected page for a user not yet known (SignedInPrerender).
 * Emotion writes each component's CSS as a <style> next to it, so the HTML paints styled before any script runs; the
 * app then adopts the page (src/app/start.tsx).
 */
const noop = () => undefined;

/**
 * What a page is rendered with and carries as JSON (src/app/prerendered-queries.ts): the landing page's pricing
 * cards show the catalogue the API serves (GET /api/catalogue answers `catalogueView(PRINT_TYPES)` of the same
 * domain build, so the prices cannot differ from the API's); its gift deadline and its reviews are placeholders the
 * server replaces with the answers of the moment as it sends the page.
 */
function queriesFor(pathname: string): PrerenderedQueries {
  if (pathname !== '/') return {};
  const placeholder = { id: 'christmas' as const, name: 'Christmas', date: '', deliverBy: '' };
  return {
    catalogue: catalogueView(PRINT_TYPES),
    giftDeadline: {
      today: '',
      deadline: { kind: 'open', holiday: placeholder, sentence: GIFT_DEADLINE_PLACEHOLDER },
    },
  };
}

/** The JSON block a page carries for the app (empty when it needs none). */
export function renderQueries(pathname: string): string {
  const queries = queriesFor(pathname);
  return Object.keys(queries).length > 0 ? prerenderedQueriesTag(queries) : '';
}

export async function render(pathname: string, { signedIn = false } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore();
  seedQueries(store, queriesFor(pathname));
  const html = renderToString(
    <SignedInPrerender.Provider value={signedIn}>
      <PrerenderLiveParts.Provider value>
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
          <OnCommitted callback={noop} />
        </StrictMode>
      </PrerenderLiveParts.Provider>
    </SignedInPrerender.Provider>,
  );
  // Drops the seeded answers with their removal timers (which would keep the build's process alive for minutes).
  store.dispatch(api.util.resetApiState());
  return html;
}
