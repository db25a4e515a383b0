/**
 * What the shop's prerendered pages and the server that sends them agree on (shop-frontend/scripts/prerender.mjs,
 * backend/src/platform/http/live-page.ts).
 */

/**
 * The id of the JSON block a prerendered page carries: the API answers it was rendered with, put into the app's
 * cache before React adopts the page (shop-frontend/src/app/prerendered-queries.ts).
 */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/**
 * The words a prerendered page carries where the gift deadline goes, in its text and in its JSON block: the page is
 * built once and the date changes daily, so the server puts the day's sentence and answer in their place as it sends
 * the page.
 */
export const GIFT_DEADLINE_PLACEHOLDER = '%GIFT_DEADLINE%';
