import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { NotFoundFallback } from './all-exceptions.filter';
import { contentSecurityPolicy } from './content-security-policy';
import { browserRuntimeConfig, runtimeConfigScript } from './runtime-config';
import { registerSecurityHeaders } from './security-headers';

const JS = 'application/javascript; charset=utf-8';

/** True when `dir` holds a built app (an index.html). */
export function hasBuiltApp(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}

/** Hashed build assets are immutable; index.html must always be revalidated so new deploys show up. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

function sendIndex(reply: FastifyReply, indexFile: string): void {
  void reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(fs.readFileSync(indexFile));
}

/**
 * Shop origin extras on the API's Fastify instance: `/runtime-config.js`, `/admin` redirects to the admin origin
 * and, when shop-frontend/dist exists, the built shop with SPA fallback. Returns the fallback for the error filter
 * (unmatched non-/api GETs get index.html; /api never falls back).
 */
export async function registerShopSite(
  fastify: FastifyInstance,
  config: AppConfig,
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

  if (!hasBuiltApp(config.shopDistDir)) return undefined;
  const indexFile = path.join(config.shopDistDir, 'index.html');
  // wildcard: false registers one route per built file, so unknown paths reach the not-found fallback.
  await fastify.register(fastifyStatic, {
    root: config.shopDistDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return false;
    sendIndex(reply, indexFile);
    return true;
  };
}

/**
 * The small second server on ADMIN_PORT that serves admin-frontend/dist with SPA fallback and its own
 * `/runtime-config.js` (API at PUBLIC_URL/api). Returns undefined when the admin app is not built.
 */
export async function createAdminStaticServer(config: AppConfig): Promise<FastifyInstance | undefined> {
  if (!hasBuiltApp(config.adminDistDir)) return undefined;
  const server = Fastify({ logger: false });
  registerSecurityHeaders(server, {
    hsts: config.profile === 'production',
    csp: contentSecurityPolicy(config, 'admin'),
  });
  const script = runtimeConfigScript(browserRuntimeConfig(config, 'admin'));
  server.get('/runtime-config.js', (_request, reply) => {
    void reply.type(JS).header('cache-control', 'no-cache').send(script);
  });
  await server.register(fastifyStatic, {
    root: config.adminDistDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  const indexFile = path.join(config.adminDistDir, 'index.html');
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendIndex(reply, indexFile);
    void reply
      .status(404)
      .send({ error: 'HTTP.NOT_FOUND', message: 'Not found', errorType: 'NOT_FOUND', details: [] });
  });
  return server;
}
