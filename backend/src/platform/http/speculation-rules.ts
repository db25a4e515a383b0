import type { FastifyInstance } from 'fastify';

/** Where the shop's speculation rules are served (named by the `Speculation-Rules` header of the pages). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The `Speculation-Rules` header's value: a structured-field list of one string, the rules' address. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/**
 * The browser's speculation rules for the shop's pages (Chromium's Speculation Rules API): a link to one of `pages`
 * is fetched when the pointer rests on it or a finger or button goes down on it ("moderate"), and the navigation it
 * starts then takes that answer instead of waiting for the network. Only documents are fetched (no scripts run,
 * nothing is rendered), and only pages a GET may fetch for anyone: public pages, never an action or the API. A
 * prerendered page reads without the app, so a visitor who follows a link from one gets the next page as a quick,
 * ordinary navigation. Served as a file rather than an inline `<script type="speculationrules">`, which the
 * Content-Security-Policy (`script-src 'self'`, no inline script) would have to allow.
 */
export function speculationRules(pages: readonly string[]): string {
  return JSON.stringify({
    prefetch: [{ source: 'document', where: { href_matches: [...pages] }, eagerness: 'moderate' }],
  });
}

/** Serves the rules for `pages` at SPECULATION_RULES_PATH, with the media type the browser requires of them. */
export function registerSpeculationRules(fastify: FastifyInstance, pages: readonly string[]): void {
  const rules = speculationRules(pages);
  fastify.get(SPECULATION_RULES_PATH, (_request, reply) => {
    void reply.type('application/speculationrules+json').header('cache-control', 'no-cache').send(rules);
  });
}
