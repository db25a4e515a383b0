import {
  PREVIEW_IMAGE_SIZE,
  PREVIEW_IMAGES,
  previewImagePath,
  PRIVATE_PAGE,
  publicPageFor,
  SITE_NAME,
  type PublicPage,
} from './public-pages';
import { shopUrl } from './shop-paths';

/**
 * The comments around the part of the shop's `<head>` that depends on the page (its title, description, canonical
 * link, Open Graph and Twitter card tags, structured data): shop-frontend/index.html has the landing page's title
 * and description between them, and the server writes each page's tags in their place as it sends a page
 * (backend/src/platform/http/page-head.ts). The build keeps comments as they are.
 */
export const PAGE_HEAD_START = '<!-- page-head -->';
export const PAGE_HEAD_END = '<!-- /page-head -->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** `text` safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** `path` rebuilt from its decoded parts, each encoded once (what a canonical link may carry of a visited path). */
function cleanPath(path: string): string {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter((part) => part !== '');
  return `/${parts
    .map((part) => {
      try {
        return encodeURIComponent(decodeURIComponent(part));
      } catch {
        return encodeURIComponent(part);
      }
    })
    .join('/')}`;
}

/** What the head of one page says: every value the tags carry, the URLs absolute. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent on a page that is not public. */
  canonicalUrl?: string;
  imageUrl?: string;
  imageAlt?: string;
  /** True for a page search engines should not list. */
  noindex: boolean;
}

/**
 * The head of the page at `path` for a shop served at `publicUrl`: a public page's own (its canonical URL is the
 * page it stands for, or the visited address for a route with a parameter), and for any other path the shop's name,
 * unindexed.
 */
export function pageHeadFor(publicUrl: string, path: string): PageHead {
  const page = publicPageFor(path);
  if (!page) return { ...PRIVATE_PAGE, noindex: true };
  const canonicalPath = page.canonicalPath ?? (page.path.includes(':') ? cleanPath(path) : page.path);
  return {
    title: page.title,
    description: page.description,
    canonicalUrl: shopUrl(publicUrl, canonicalPath),
    imageUrl: shopUrl(publicUrl, previewImagePath(page.image)),
    imageAlt: `${PREVIEW_IMAGES[page.image].heading} - ${SITE_NAME}`,
    noindex: isUnlisted(page),
  };
}

/** A page that is neither listed nor another page's address (which its canonical link already says). */
function isUnlisted(page: PublicPage): boolean {
  return !page.listed && page.canonicalPath === undefined;
}

/** The tags of {@link pageHeadFor}, as HTML for the page's `<head>`. */
export function pageHeadHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl && head.imageUrl) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonicalUrl),
      meta('property', 'og:image', head.imageUrl),
      meta('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
      meta('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
      meta('property', 'og:image:alt', head.imageAlt ?? head.title),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.imageUrl),
    );
  }
  return tags.join('');
}

/**
 * Structured data as a `<script type="application/ld+json">` (a data block: never run, so the Content-Security-Policy
 * does not concern it). `<` is escaped so no text in it can close the element.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
