import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppConfig } from '../config/app-config';
import type { NotFoundFallback } from './all-exceptions.filter';
import { contentSecurityPolicy } from './content-security-policy';
import { browserRuntimeConfig, runtimeConfigScript } from './runtime-config';
import { registerSecurityHeaders } from './security-headers';
import { hasSignedInCookie } from './signed-in-cookie';
import { compressedPage, isLivePage, livePageSender, type LiveAnswers, type SentPage } from './live-page';
import {
  ADMIN_ROBOTS_TXT,
  hasPageHead,
  headFor,
  registerSearchEngineFiles,
  withPageHead,
} from './search-engines';
import { PUBLIC_PAGES } from '@petart/domain';
import { registerSpeculationRules, SPECULATION_RULES_HEADER } from './speculation-rules';
import { registerRequestIds, requestIdFor } from '../observability/request-id';

const JS = 'application/javascript; charset=utf-8';

/** True when `dir` holds a built app (an index.html). */
export function hasBuiltApp(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}

/**
 * Hashed build assets are immutable; index.html must always be revalidated so new deploys show up. Every built file
 * may exist precompressed (name.br / name.gz, made by the build), so caches must key on Accept-Encoding.
 */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Adds Accept-Encoding to Vary on every answer of the built app (files and the SPA page), keeping what is there
 * (CORS adds Origin). On the reply, not the raw response, so later reply headers cannot drop it.
 */
function varyOnEncoding(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiPath(request.url)) {
      const current = reply.getHeader('vary');
      const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (!values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*'))
        values.push('Accept-Encoding');
      void reply.header('vary', values.join(', '));
    }
    done(null, payload);
  });
}

/** Encodings the build makes (vite.shared.config.ts), in the order we prefer them, with their file suffix. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encoding to send for this Accept-Encoding (q=0 refuses) among the ones `has` (ours first), if any. */
function preferredEncoding(
  acceptEncoding: string | undefined,
  has: (encoding: (typeof PRECOMPRESSED)[number]) => boolean,
): (typeof PRECOMPRESSED)[number] | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return PRECOMPRESSED.find((e) => (accepted.get(e.encoding) ?? accepted.get('*') ?? 0) > 0 && has(e));
}

/** Which precompressed copy of `file` to send for this Accept-Encoding (q=0 refuses), if one exists. */
export function precompressedVariant(
  file: string,
  acceptEncoding: string | undefined,
): { encoding: string; file: string } | undefined {
  const found = preferredEncoding(acceptEncoding, ({ suffix }) => fs.existsSync(file + suffix));
  return found && { encoding: found.encoding, file: file + found.suffix };
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** Sends a page made in memory, in the encoding the browser accepts (`body` gives its bytes in that encoding). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, body: (encoding?: Encoding) => Buffer): void {
  const encoding = preferredEncoding(request.headers['accept-encoding'], () => true)?.encoding;
  void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.send(body(encoding));
}

/** Sends a page made in memory with its compressed copies (a live page, a page with its head). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: SentPage): void {
  sendHtml(request, reply, (encoding) => (encoding ? page[encoding] : page.identity));
}

/**
 * Sends a page made for this request, compressed at a quick setting (it is made once, for one visitor: the build's
 * slowest, smallest setting would cost more time than it saves bytes).
 */
function sendMadeNow(request: FastifyRequest, reply: FastifyReply, html: string): void {
  const identity = Buffer.from(html);
  sendHtml(request, reply, (encoding) =>
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(identity, { level: 6 })
        : identity,
  );
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, indexFile: string): void {
  const variant = precompressedVariant(indexFile, request.headers['accept-encoding']);
  void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (variant) void reply.header('content-encoding', variant.encoding);
  void reply.send(fs.readFileSync(variant?.file ?? indexFile));
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Sends the built page `file` as the page at `path`. A page with the place for its head (the page-head comments of
 * shop-frontend/index.html) gets the path's head tags there: made once in memory and compressed at its first request
 * (the build cannot write them: the canonical and preview URLs are the deployment's PUBLIC_URL). A page without it is
 * sent from disk as built.
 */
function pageSender(file: string, headOf: () => string): PageHandler {
  const html = fs.readFileSync(file, 'utf8');
  if (!hasPageHead(html)) return (request, reply) => sendIndex(request, reply, file);
  let page: SentPage | undefined;
  return (request, reply) =>
    sendPage(request, reply, (page ??= compressedPage(withPageHead(html, headOf()))));
}

/** The build's compressed copies, served for their originals, never as routes of their own. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * A page the shop's build prerendered: its file, the query parameters that change what it shows, and optionally the
 * page rendered signed in, for a request that carries the signed-in cookie (signed-in-cookie.ts).
 */
export interface PrerenderedPage {
  file: string;
  dependsOn: string[];
  signedInFile?: string;
}

/**
 * The pages the shop's build prerendered, by the path they answer, from dist/prerendered/pages.json (written by
 * shop-frontend/scripts/prerender.mjs next to the pages). None when the build prerendered nothing.
 */
export function prerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const dir = path.join(distDir, 'prerendered');
  const list = path.join(dir, 'pages.json');
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(list)) return pages;
  const entries = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, PrerenderedPage>;
  for (const [page, { file, dependsOn, signedInFile }] of Object.entries(entries)) {
    pages.set(page, {
      file: path.join(dir, file),
      dependsOn,
      ...(signedInFile ? { signedInFile: path.join(dir, signedInFile) } : {}),
    });
  }
  return pages;
}

/**
 * Shop origin extras on the API's Fastify instance: `/runtime-config.js`, `/admin` redirects to the admin origin
 * and, when shop-frontend/dist exists, the built shop with SPA fallback. Returns the fallback for the error filter
 * (unmatched non-/api GETs get index.html; /api never falls back).
 */
export async function registerShopSite(
  fastify: FastifyInstance,
  config: AppConfig,
  liveAnswers?: () => LiveAnswers,
): Promise<NotFoundFallback | undefined> {
  const script = runtimeConfigScript(browserRuntimeConfig(config, 'shop'));
  fastify.get('/runtime-config.js', (_request, reply) => {
    void reply.type(JS).header('cache-control', 'no-cache').send(script);
  });
  const toAdmin = (request: FastifyRequest, reply: FastifyReply): void => {
    const rest = request.url.replace(/^\/admin/, '');
    void reply.redirect(`${config.adminUrl}${rest.startsWith('/') || rest.startsWith('?') ? rest : ''}`, 302);
  };
  fastify.get('/admin', toAdmin);
  fastify.get('/admin/*', toAdmin);

  registerSearchEngineFiles(fastify, config.publicUrl);

  if (!hasBuiltApp(config.shopDistDir)) return undefined;
  const indexFile = path.join(config.shopDistDir, 'index.html');
  const shellHtml = fs.readFileSync(indexFile, 'utf8');
  varyOnEncoding(fastify);
  // A prerendered page answers its own path (its content paints before any script runs); every other page of the
  // app, `/` too when nothing was prerendered, gets the empty shell through the fallback below.
  // A request with a query parameter the page was rendered without (`/auth?tab=register`) gets the shell: the
  // prerendered page would show something else until the app replaced it.
  // A page with a signed-in variant sends that one to a browser holding a session, and says the answer depends on
  // the cookie (a shared cache must not hand one visitor's variant to another).
  // A page with a part that changes after the build (the landing page's gift deadline and reviews) is completed as
  // it is sent, its head too (the landing page's structured data carries the reviews' rating).
  // Every page is sent with its own head (title, description, canonical link, link-preview tags; search-engines.ts).
  // A prerendered public page names the speculation rules (speculation-rules.ts): it may run without the app, so the
  // public page a visitor follows a link to is fetched as the pointer rests or the finger goes down on it.
  const head = (page: string) => () => headFor(config.publicUrl, page);
  const shellOf = (page: string) => pageSender(indexFile, head(page));
  const prerendered = prerenderedPages(config.shopDistDir);
  const prefetched = PUBLIC_PAGES.map((page) => page.path).filter((page) => !page.includes(':'));
  registerSpeculationRules(fastify, prefetched);
  for (const [page, { file, dependsOn, signedInFile }] of prerendered) {
    const html = fs.readFileSync(file, 'utf8');
    const live =
      liveAnswers && isLivePage(html)
        ? livePageSender(html, (built, answers) =>
            hasPageHead(built)
              ? withPageHead(built, headFor(config.publicUrl, page, answers.reviews))
              : built,
          )
        : undefined;
    const shell = shellOf(page);
    const sendPrerendered = pageSender(file, head(page));
    const sendSignedIn = signedInFile ? pageSender(signedInFile, head(page)) : undefined;
    const speculates = prefetched.includes(page);
    fastify.get(page, (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      if (dependsOn.some((name) => query.has(name))) return shell(request, reply);
      if (speculates) void reply.header('speculation-rules', SPECULATION_RULES_HEADER);
      if (live && liveAnswers) sendPage(request, reply, live(liveAnswers()));
      else if (!sendSignedIn) sendPrerendered(request, reply);
      else {
        void reply.header('vary', 'Cookie');
        (hasSignedInCookie(request) ? sendSignedIn : sendPrerendered)(request, reply);
      }
    });
  }
  // The public pages the build did not prerender: the shell, with the page's head. A route with a parameter
  // (`/track/:orderHash`) names the visited address in its head, so its page is made for each request.
  for (const { path: page } of PUBLIC_PAGES) {
    if (prerendered.has(page)) continue;
    if (!page.includes(':')) fastify.get(page, shellOf(page));
    else
      fastify.get(page, (request, reply) => {
        if (!hasPageHead(shellHtml)) return sendIndex(request, reply, indexFile);
        const pathname = request.url.split('?')[0] ?? '';
        sendMadeNow(request, reply, withPageHead(shellHtml, headFor(config.publicUrl, pathname)));
      });
  }
  // Every other page of the app (the signed-in ones, unknown addresses) gets the shell with the shop's name, unindexed.
  const otherPage = shellOf('/app');
  await fastify.register(fastifyStatic, {
    ...builtAppFiles(config.shopDistDir),
    // Nor are the prerendered pages routes of their own (served above by path).
    globIgnore: [...COMPRESSED_COPIES, 'prerendered/**'],
    // `/` is not the shell's route: it is the prerendered landing page, or the fallback.
    index: false,
  });
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return false;
    otherPage(request, reply);
    return true;
  };
}

/**
 * fastify-static options of a built app: one route per built file (`wildcard: false`, so unknown paths reach the
 * not-found fallback), our cache headers, and the build's name.br / name.gz copies sent with Content-Encoding when
 * the browser accepts them (the compressed copies are not routes of their own).
 */
function builtAppFiles(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
    preCompressed: true,
    globIgnore: COMPRESSED_COPIES,
  };
}

/**
 * The small second server on ADMIN_PORT that serves admin-frontend/dist with SPA fallback and its own
 * `/runtime-config.js` (API at PUBLIC_URL/api). Returns undefined when the admin app is not built.
 */
export async function createAdminStaticServer(config: AppConfig): Promise<FastifyInstance | undefined> {
  if (!hasBuiltApp(config.adminDistDir)) return undefined;
  const server = Fastify({ logger: false, genReqId: requestIdFor });
  registerRequestIds(server);
  registerSecurityHeaders(server, {
    hsts: config.profile === 'production',
    csp: contentSecurityPolicy(config, 'admin'),
  });
  varyOnEncoding(server);
  const script = runtimeConfigScript(browserRuntimeConfig(config, 'admin'));
  server.get('/runtime-config.js', (_request, reply) => {
    void reply.type(JS).header('cache-control', 'no-cache').send(script);
  });
  server.get('/robots.txt', (_request, reply) => {
    void reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ADMIN_ROBOTS_TXT);
  });
  await server.register(fastifyStatic, builtAppFiles(config.adminDistDir));
  const indexFile = path.join(config.adminDistDir, 'index.html');
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendIndex(request, reply, indexFile);
    void reply
      .status(404)
      .send({ error: 'HTTP.NOT_FOUND', message: 'Not found', errorType: 'NOT_FOUND', details: [] });
  });
  return server;
}
