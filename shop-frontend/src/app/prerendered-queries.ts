import { PRERENDERED_QUERIES_ID } from '@petart/domain';
import {
  api,
  type GetCatalogueApiResponse,
  type GetGiftDeadlineApiResponse,
  type GetPublicReviewsApiResponse,
} from '../api/enhanced-api';
import { LANDING_GIFT_DEADLINE_ARG } from '../components/gift-deadline';
import { LANDING_REVIEWS_ARG } from '../components/reviews';
import type { AppStore } from '../lib/store';

/**
 * Answers a prerendered page was rendered with (docs/decisions.md "Public pages answer the first tap"): the landing
 * page's pricing cards carry the catalogue's real prices in the HTML as sent, so a reader who only scrolls sees every
 * price. The same answers travel in the page as JSON (`<script type="application/json">`: data, never run, so the
 * Content-Security-Policy's `script-src 'self'` is not concerned) and are put into the app's cache before React
 * adopts the page, so its first render is the prerendered one. The gift deadline changes daily: the page is built
 * with a placeholder, which the server replaces with the day's answer as it sends the page
 * (backend/src/platform/http/live-page.ts); so are the approved reviews (the server writes their answer here).
 */
export interface PrerenderedQueries {
  catalogue?: GetCatalogueApiResponse;
  giftDeadline?: GetGiftDeadlineApiResponse;
  reviews?: GetPublicReviewsApiResponse;
}

/** Puts the answers into the store's API cache, as if they had just been fetched. */
export function seedQueries(store: AppStore, queries: PrerenderedQueries): void {
  if (queries.catalogue)
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getCatalogue', arg: undefined, value: queries.catalogue },
      ]),
    );
  if (queries.giftDeadline)
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getGiftDeadline', arg: LANDING_GIFT_DEADLINE_ARG, value: queries.giftDeadline },
      ]),
    );
  if (queries.reviews && typeof queries.reviews === 'object')
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'getPublicReviews', arg: LANDING_REVIEWS_ARG, value: queries.reviews },
      ]),
    );
}

/** The answers the page was prerendered with (none on any other page, or when the block is unreadable). */
export function readPrerenderedQueries(doc: Document = document): PrerenderedQueries {
  const text = doc.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PrerenderedQueries;
  } catch {
    return {};
  }
}

/** The JSON block for a page's HTML, `<` escaped so the text cannot close the element. */
export function prerenderedQueriesTag(queries: PrerenderedQueries): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}
