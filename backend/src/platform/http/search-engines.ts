import {
  catalogueView,
  escapeHtml,
  jsonLdScript,
  landingStructuredData,
  LOGO_IMAGE_PATH,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  pageHeadFor,
  pageHeadHtml,
  productRatingOf,
  type ReviewShowcase,
  previewImageNamed,
  PRINT_TYPES,
  shopUrl,
  sitemapUrls,
} from '@petart/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderLogo, renderPagePreview } from '../images/page-preview';

/**
 * What search engines and link previews read of the shop besides its pages: robots.txt, sitemap.xml, the pages'
 * preview images and the logo; and the head each page is sent with (docs/decisions.md "Found by search engines").
 */

/** Paths no crawler has business in: the signed-in app, the back office's redirect and the API. */
export const DISALLOWED_PATHS = ['/app', '/admin', '/api'] as const;

/** robots.txt of the shop's origin: everything but {@link DISALLOWED_PATHS}, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${shopUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** sitemap.xml: the public pages worth a search result (the table's `listed` ones), as absolute URLs. */
export function sitemapXml(publicUrl: string): string {
  const urls = sitemapUrls(publicUrl).map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt of the back office's origin: nothing there is for a search engine. */
export const ADMIN_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/**
 * The head `path`'s page is sent with: its tags (pageHeadFor) and, on the landing page, its structured data with
 * the catalogue's prices and, once reviews are approved, their rating (never without them).
 */
export function headFor(publicUrl: string, path: string, reviews?: ReviewShowcase): string {
  const tags = pageHeadHtml(pageHeadFor(publicUrl, path));
  if (path !== '/') return tags;
  const rating = reviews ? productRatingOf(reviews) : undefined;
  return (
    tags +
    jsonLdScript(
      landingStructuredData({ publicUrl, ...catalogueView(PRINT_TYPES), ...(rating ? { rating } : {}) }),
    )
  );
}

/** True when a built page has the place for its head (shop-frontend/index.html's page-head comments). */
export function hasPageHead(html: string): boolean {
  const start = html.indexOf(PAGE_HEAD_START);
  return start >= 0 && html.indexOf(PAGE_HEAD_END, start) >= 0;
}

/** `html` with `head` in place of its page-head comments and what stands between them. */
export function withPageHead(html: string, head: string): string {
  const start = html.indexOf(PAGE_HEAD_START);
  const end = html.indexOf(PAGE_HEAD_END, start);
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${head}${html.slice(end + PAGE_HEAD_END.length)}`;
}

/** A file made here, answered with its type; it changes only with a deploy, so caches may keep it a while. */
function sendMade(reply: FastifyReply, type: string, body: string | Buffer, maxAgeSeconds: number): void {
  void reply.type(type).header('cache-control', `public, max-age=${maxAgeSeconds}`).send(body);
}

/**
 * robots.txt, sitemap.xml and the images under /og/ on the shop's origin. Each image is drawn at its first request
 * and kept for the process's life (seven small JPEGs and a PNG).
 */
export function registerSearchEngineFiles(fastify: FastifyInstance, publicUrl: string): void {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  fastify.get('/robots.txt', (_request, reply) => sendMade(reply, 'text/plain; charset=utf-8', robots, 3600));
  fastify.get('/sitemap.xml', (_request, reply) =>
    sendMade(reply, 'application/xml; charset=utf-8', sitemap, 3600),
  );
  const drawn = new Map<string, Promise<Buffer>>();
  const once = (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    let image = drawn.get(key);
    if (!image) {
      image = draw();
      // A failed drawing is not kept: the next request tries again.
      image.catch(() => drawn.delete(key));
      drawn.set(key, image);
    }
    return image;
  };
  fastify.get(LOGO_IMAGE_PATH, async (_request, reply) => {
    sendMade(reply, 'image/png', await once('logo', renderLogo), 86400);
  });
  fastify.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
    const name = previewImageNamed(request.params.file);
    if (!name) {
      void reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return;
    }
    sendMade(reply, 'image/jpeg', await once(name, () => renderPagePreview(name)), 86400);
  });
}
