import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerWithHooksFor } from './plugin-hooks-for';

/**
 * Whether a request takes part in CORS: a browser sends Origin on every cross-origin request, and a preflight is an
 * OPTIONS (a bare OPTIONS without Origin still gets @fastify/cors's empty 204 rather than a 404).
 */
export function isCorsRequest(request: Pick<FastifyRequest, 'headers' | 'method'>): boolean {
  return request.headers.origin !== undefined || request.method === 'OPTIONS';
}

/**
 * What @fastify/cors writes on an answer to a request without Origin: only `Vary: Origin` (the allowed origins are a
 * list, so the answer depends on Origin and a shared cache must key on it). No Access-Control-Allow-Origin is sent
 * without an Origin to allow; the plugin's Access-Control-Allow-Credentials on such answers means nothing to a
 * browser and is left out. Nothing has set Vary this early (CORS runs first).
 */
function varyOnOrigin(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('vary', 'Origin');
}

/**
 * @fastify/cors on the root instance, its request hook run for CORS requests only ({@link isCorsRequest}). The
 * plugin's hook spreads its options into a new object, reads the route's options (a new object each time) twice and
 * merges Vary on every answer; same-origin requests (the shop's own, every health probe and scrape) never needed it.
 */
export function registerCors(fastify: FastifyInstance, options: FastifyCorsOptions): Promise<void> {
  return registerWithHooksFor(
    fastify,
    fastifyCors,
    options,
    { hooks: ['onRequest'], applies: isCorsRequest, otherwise: varyOnOrigin },
    '@fastify/cors (CORS requests only)',
  );
}
