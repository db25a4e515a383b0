import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerWithHooksFor } from './plugin-hooks-for';

/** Whether a request's body is multipart (a superset of what @fastify/multipart parses: multipart/form-data). */
export function isMultipartRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && type.slice(0, 10).toLowerCase() === 'multipart/';
}

/**
 * @fastify/multipart (uploads), whose request and response hooks run for multipart requests only. The plugin adds an
 * async onRequest hook (a close listener that removes saved temporary files when the client goes away) and an async
 * onResponse hook (removes them once answered) to every request of the instance; both only ever act on files of a
 * multipart body, and on the API's other requests they were two promises and a listener each. The content type
 * parser, the request decorators and everything else are the plugin's own, unchanged.
 */
export function registerMultipart(fastify: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  return registerWithHooksFor(
    fastify,
    fastifyMultipart,
    options,
    { hooks: ['onRequest', 'onResponse'], applies: isMultipartRequest },
    '@fastify/multipart (multipart requests only)',
  );
}
