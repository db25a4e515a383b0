import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '../catalogue/art-styles';
import { pageHeadFor, pageHeadHtml } from './page-head';
import { PREVIEW_IMAGES, previewImageNamed, PUBLIC_PAGES, publicPageFor, sitemapUrls } from './public-pages';

const PUBLIC_URL = 'https://shop.example/';

describe('the public pages table', () => {
  it('gives every page its own title and description, short enough for a search result', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.title)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(65);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('draws every preview image from an art style the shop has', () => {
    const slugs = new Set(ART_STYLES.map((style) => style.slug));
    for (const { style } of Object.values(PREVIEW_IMAGES)) expect(slugs.has(style), style).toBe(true);
    expect(previewImageNamed('home.jpg')).toBe('home');
    for (const other of ['home', 'home.png', 'toString.jpg', '../home.jpg', 'logo.jpg'])
      expect(previewImageNamed(other)).toBeUndefined();
  });

  it('finds the page of a visited path, a route with a parameter too, and nothing else', () => {
    expect(publicPageFor('/')?.path).toBe('/');
    expect(publicPageFor('/privacy?utm_source=x#top')?.path).toBe('/privacy');
    expect(publicPageFor('/track/abc123')?.path).toBe('/track/:orderHash');
    for (const other of ['/track', '/track/a/b', '/app/create', '/privacy/more', '/unknown'])
      expect(publicPageFor(other)).toBeUndefined();
  });

  it('lists the indexable pages in the sitemap as absolute URLs, once each', () => {
    expect(sitemapUrls(PUBLIC_URL)).toEqual([
      'https://shop.example/',
      'https://shop.example/auth',
      'https://shop.example/contact',
      'https://shop.example/privacy',
      'https://shop.example/terms',
      'https://shop.example/refund-policy',
    ]);
  });
});

describe('the head of a page', () => {
  it('has a canonical URL, an absolute preview image and the card tags for a public page', () => {
    const html = pageHeadHtml(pageHeadFor(PUBLIC_URL, '/terms?ref=footer'));
    expect(html).toContain('<title>Terms of Service - PetArt</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/terms">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/terms">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/og/terms.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
  });

  it('points an alias at the page it shows, and keeps the pages of no search value out of the index', () => {
    const login = pageHeadFor(PUBLIC_URL, '/login');
    expect(login).toMatchObject({ title: 'Log In - PetArt', canonicalUrl: 'https://shop.example/auth' });
    expect(login.noindex).toBe(false);
    expect(pageHeadFor(PUBLIC_URL, '/auth/forgot-password').noindex).toBe(true);
    const app = pageHeadFor(PUBLIC_URL, '/app/create');
    expect(app).toEqual({ title: 'PetArt', description: PUBLIC_PAGES[0]!.description, noindex: true });
    expect(pageHeadHtml(app)).not.toContain('og:');
  });

  it('writes a visited parameter into the canonical URL encoded once, and escapes what it writes', () => {
    expect(pageHeadFor(PUBLIC_URL, '/track/a%20b"c').canonicalUrl).toBe(
      'https://shop.example/track/a%20b%22c',
    );
    expect(pageHeadFor(PUBLIC_URL, '/track/%E0%A4%A').canonicalUrl).toBe(
      'https://shop.example/track/%25E0%25A4%25A',
    );
    const html = pageHeadHtml({ title: 'A <b> & "c"', description: "it's", noindex: true });
    expect(html).toBe(
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="it&#x27;s">' +
        '<meta name="robots" content="noindex">',
    );
  });
});
