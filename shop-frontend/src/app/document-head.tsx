import { pageHeadFor, type PageHead } from '@petart/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../config/env';

/** The `<meta>` of `attribute`=`key`, made when `value` is given and missing; removed when `value` is not given. */
function setMeta(attribute: 'name' | 'property', key: string, value: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (value === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = value;
}

/**
 * Writes the head of the page at `head` into the document: what the server sends with that page
 * (backend/src/platform/http/search-engines.ts, from the same table), so a page reached inside the app reads as the
 * same page loaded by its address. Only tags the document already carries are rewritten, besides the title, the
 * description and the robots rule.
 */
export function applyPageHead(head: PageHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical && head.canonicalUrl) canonical.href = head.canonicalUrl;
  const rewrite = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value !== undefined && document.head.querySelector(`meta[${attribute}="${key}"]`))
      setMeta(attribute, key, value);
  };
  rewrite('property', 'og:title', head.title);
  rewrite('property', 'og:description', head.description);
  rewrite('property', 'og:url', head.canonicalUrl);
  rewrite('property', 'og:image', head.imageUrl);
  rewrite('name', 'twitter:title', head.title);
  rewrite('name', 'twitter:description', head.description);
  rewrite('name', 'twitter:image', head.imageUrl);
}

/** Keeps the document's title and head tags those of the page shown, on every navigation inside the app. */
export function DocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageHead(pageHeadFor(env.shopUrl, pathname));
  }, [pathname]);
  return null;
}
