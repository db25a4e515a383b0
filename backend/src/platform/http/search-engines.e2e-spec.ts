import {
  catalogueView,
  GIFT_DEADLINE_PLACEHOLDER,
  PAGE_HEAD_START,
  PRERENDERED_QUERIES_ID,
  PREVIEW_IMAGE_SIZE,
  PRINT_TYPES,
  PUBLIC_PAGES,
} from '@petart/domain';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { brotliCompressSync } from 'node:zlib';
import { createTestApp, REPO_ROOT, testConfig, type TestApp } from '../../../test/create-test-app';
import { createAdminStaticServer } from './static-sites';

const PUBLIC_URL = 'https://shop.example';

/**
 * A built shop as `vite build` and the prerender leave it: the real shell (shop-frontend/index.html, with its
 * page-head comments), the landing page prerendered into it with the gift deadline's placeholder and its JSON block,
 * and the sign-in page.
 */
function builtShop(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-seo-dist-'));
  const shell = fs.readFileSync(path.join(REPO_ROOT, 'shop-frontend/index.html'), 'utf8');
  expect(shell).toContain(PAGE_HEAD_START);
  const root = /<div id="root">[\s\S]*?<\/svg>\s*<\/div>\s*<\/div>/;
  const into = (path: string, markup: string) =>
    shell.replace(root, () => `<div id="root" data-prerendered="${path}">${markup}</div>`);
  const queries = JSON.stringify({
    giftDeadline: { today: '', deadline: { kind: 'open', sentence: GIFT_DEADLINE_PLACEHOLDER } },
  });
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
  };
  write('index.html', shell);
  fs.mkdirSync(path.join(dir, 'prerendered'));
  write(
    'prerendered/index.html',
    into('/', `<h1>Turn Your Pet Into Art</h1><p>${GIFT_DEADLINE_PLACEHOLDER}</p>`).replace(
      '</body>',
      () => `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script></body>`,
    ),
  );
  write('prerendered/auth.html', into('/auth', '<form>Sign in</form>'));
  fs.writeFileSync(
    path.join(dir, 'prerendered/pages.json'),
    JSON.stringify({
      '/': { file: 'index.html', dependsOn: [] },
      '/auth': { file: 'auth.html', dependsOn: ['tab'] },
    }),
  );
  return dir;
}

/** The head of a page as sent, read the way a crawler reads it. */
function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (key: string) => {
    const found = [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\s*\/?>/g)]
      .filter((m) => m[1] === key)
      .map((m) => unescape(m[2]!));
    return found.length === 1 ? found[0] : found.length === 0 ? undefined : found;
  };
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!)),
    description: meta('description'),
    robots: meta('robots'),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => unescape(m[1]!)),
    og: (key: string) => meta(`og:${key}`),
    twitter: (key: string) => meta(`twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@graph': Record<string, unknown>[] },
    ),
  };
}

/** A visited address of each public page (a route with a parameter gets a sample value). */
const visited = (route: string) => route.replace(':orderHash', 'a1b2c3d4');

/** Whether robots.txt's rules let a crawler fetch `path` (longest matching rule wins, Allow on a tie). */
function allowedByRobots(robots: string, path: string): boolean {
  const rules = [...robots.matchAll(/^(Allow|Disallow): (\S*)$/gm)].map((m) => ({
    allow: m[1] === 'Allow',
    prefix: m[2]!,
  }));
  const matching = rules.filter((rule) => rule.prefix !== '' && path.startsWith(rule.prefix));
  matching.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

describe('what search engines and link previews read', () => {
  const dist = builtShop();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SHOP_DIST_DIR: dist, PUBLIC_URL, GIFT_HOLIDAYS: 'christmas' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /robots.txt as text: the app, the back office and the API disallowed, the sitemap by absolute URL', async () => {
    const res = await t.request.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap\\.xml$`, 'm'));
    for (const path of [
      '/app',
      '/app/create',
      '/app/order-history',
      '/admin',
      '/admin/orders',
      '/api/catalogue',
    ])
      expect({ path, allowed: allowedByRobots(res.text, path) }).toEqual({ path, allowed: false });
    for (const { path } of PUBLIC_PAGES)
      expect({ path, allowed: allowedByRobots(res.text, visited(path)) }).toEqual({ path, allowed: true });
    for (const path of ['/og/home.jpg', '/assets/index-1.js', '/runtime-config.js'])
      expect(allowedByRobots(res.text, path)).toBe(true);
  });

  it('answers /sitemap.xml as XML listing the public pages worth a search result, each an absolute URL that answers', async () => {
    const res = await t.request
      .get('/sitemap.xml')
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body as string;
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]!);
    expect(locs).toEqual(
      PUBLIC_PAGES.filter((page) => page.listed).map((page) => `${PUBLIC_URL}${page.path}`),
    );
    expect(locs).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/auth`, `${PUBLIC_URL}/privacy`]),
    );
    expect(locs).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/terms`, `${PUBLIC_URL}/refund-policy`, `${PUBLIC_URL}/contact`]),
    );
    for (const loc of locs) {
      const page = await t.request.get(loc.slice(PUBLIC_URL.length));
      expect({ loc, status: page.status, type: page.headers['content-type'] }).toEqual({
        loc,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      // Every listed page may be indexed, and names itself as the page to list.
      expect(headOf(page.text).robots).toBeUndefined();
      expect(headOf(page.text).canonical).toEqual([loc]);
    }
  });

  it('sends every public page with its own title, description, canonical URL and link-preview tags in its HTML', async () => {
    const seen = new Map<string, string>();
    for (const page of PUBLIC_PAGES) {
      const address = visited(page.path);
      const res = await t.request.get(address).set('accept-encoding', 'br');
      expect(res.status).toBe(200);
      const head = headOf(res.text);
      const canonical = `${PUBLIC_URL}${page.canonicalPath ?? address}`;
      expect({ address, ...head, og: undefined, twitter: undefined, jsonLd: undefined }).toEqual({
        address,
        titles: [page.title],
        description: page.description,
        robots: page.listed || page.canonicalPath ? undefined : 'noindex',
        canonical: [canonical],
        og: undefined,
        twitter: undefined,
        jsonLd: undefined,
      });
      const image = `${PUBLIC_URL}/og/${page.image}.jpg`;
      expect({
        type: head.og('type'),
        site: head.og('site_name'),
        title: head.og('title'),
        description: head.og('description'),
        url: head.og('url'),
        image: head.og('image'),
        card: head.twitter('card'),
        twitterTitle: head.twitter('title'),
        twitterImage: head.twitter('image'),
      }).toEqual({
        type: 'website',
        site: 'PetArt',
        title: page.title,
        description: page.description,
        url: canonical,
        image,
        card: 'summary_large_image',
        twitterTitle: page.title,
        twitterImage: image,
      });
      // The comments that mark the place of the head are gone, and so is the shell's own title.
      expect(res.text).not.toContain(PAGE_HEAD_START);
      seen.set(page.path, `${page.title}|${page.description}|${canonical}`);
    }
    expect(new Set(seen.values()).size).toBe(PUBLIC_PAGES.length);
  });

  it('serves each preview image as a 1200 x 630 JPEG, and the logo', async () => {
    for (const name of new Set(PUBLIC_PAGES.map((page) => page.image))) {
      const res = await t.request.get(`/og/${name}.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const { width, height, format } = await sharp(res.body as Buffer).metadata();
      expect({ width, height, format }).toEqual({ ...PREVIEW_IMAGE_SIZE, format: 'jpeg' });
    }
    const logo = await t.request.get('/og/logo.png');
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await sharp(logo.body as Buffer).metadata()).width).toBe(512);
    for (const other of ['/og/nothing.jpg', '/og/home.png', '/og/__proto__.jpg']) {
      expect((await t.request.get(other)).status).toBe(404);
    }
  });

  it('sends the landing page with the Organization and the Product at the catalogue prices, and the day’s gift deadline', async () => {
    const res = await t.request.get('/').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    const [data, ...more] = headOf(res.text).jsonLd;
    expect(more).toEqual([]);
    const organization = data!['@graph'].find((node) => node['@type'] === 'Organization')!;
    expect(organization).toMatchObject({
      name: 'PetArt',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/og/logo.png`,
    });
    const product = data!['@graph'].find((node) => node['@type'] === 'Product')!;
    const offers = product.offers as {
      '@type': string;
      priceCurrency: string;
      offers: { price: string; sku: string }[];
    };
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD' });
    const catalogue = catalogueView(PRINT_TYPES).printTypes.filter((type) => !type.comingSoon);
    expect(offers.offers.map((offer) => [offer.sku, Number(offer.price)])).toEqual(
      catalogue.flatMap((type) => type.sizes.map((size) => [`${type.value}-${size.value}`, size.price])),
    );
    expect(product).not.toHaveProperty('aggregateRating');
    // The page is still completed with the day's sentence.
    const deadline = (await t.request.get('/api/delivery/gift-deadline')).body as {
      deadline: { sentence: string };
    };
    expect(res.text).not.toContain(GIFT_DEADLINE_PLACEHOLDER);
    expect(res.text).toContain(deadline.deadline.sentence);
    // No other page carries structured data.
    expect(headOf((await t.request.get('/privacy')).text).jsonLd).toEqual([]);
  });

  it('sends the sign-in page with its head whichever variant it is, and the app and unknown pages unindexed', async () => {
    for (const address of ['/auth', '/auth?tab=register']) {
      const head = headOf((await t.request.get(address)).text);
      expect(head.titles).toEqual(['Sign In or Create an Account - PetArt']);
      expect(head.canonical).toEqual([`${PUBLIC_URL}/auth`]);
    }
    expect((await t.request.get('/auth')).text).toContain('<form>Sign in</form>');
    for (const address of ['/app/order-history', '/no-such-page', '/track']) {
      const head = headOf((await t.request.get(address)).text);
      expect({ address, titles: head.titles, robots: head.robots, canonical: head.canonical }).toEqual({
        address,
        titles: ['PetArt'],
        robots: 'noindex',
        canonical: [],
      });
      expect(head.og('title')).toBeUndefined();
    }
  });

  it('names the speculation rules on the prerendered public pages: links to public pages prefetched on hover or press', async () => {
    for (const address of ['/', '/auth'])
      expect((await t.request.get(address)).headers['speculation-rules']).toBe('"/speculation-rules.json"');
    // The shell (a page the app renders at once) does not name them.
    expect((await t.request.get('/auth?tab=register')).headers['speculation-rules']).toBeUndefined();
    expect((await t.request.get('/privacy')).headers['speculation-rules']).toBeUndefined();
    const rules = await t.request.get('/speculation-rules.json');
    expect(rules.status).toBe(200);
    // The browser ignores rules of any other media type (a parameter such as the charset is allowed).
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json(;|$)/);
    const body = JSON.parse(rules.text) as {
      prefetch: { source: string; where: { href_matches: string[] }; eagerness: string }[];
    };
    expect(body.prefetch).toHaveLength(1);
    expect(body.prefetch[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    // Every public page a link can name, and nothing else (never the API, a signed-in page or an action).
    expect(body.prefetch[0]!.where.href_matches).toEqual(
      PUBLIC_PAGES.map((page) => page.path).filter((page) => !page.includes(':')),
    );
    expect(body.prefetch[0]!.where.href_matches).toEqual(expect.arrayContaining(['/', '/auth', '/privacy']));
  });
});

describe('the back office origin', () => {
  it('asks every crawler to stay out', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-seo-admin-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title>');
    const server = await createAdminStaticServer(testConfig({ ADMIN_DIST_DIR: dist }));
    try {
      const res = await server!.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    } finally {
      await server?.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
