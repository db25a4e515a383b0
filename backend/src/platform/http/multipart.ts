import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

/** Whether a request's body is multipart (a superset of what @fastify/multipart parses: multipart/form-data). */
export function isMultipartRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && type.slice(0, 10).toLowerCase() === 'multipart/';
}

/** A hook that runs `hook` for multipart requests only (callback style, so other requests add no promise). */
function forMultipartOnly(
  hook: Hook,
): (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void {
  return (request, reply, done) => {
    if (!isMultipartRequest(request)) {
      done();
      return;
    }
    Promise.resolve(hook(request, reply)).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/**
 * @fastify/multipart (uploads), whose request and response hooks run for multipart requests only. The plugin adds an
 * async onRequest hook (a close listener that removes saved temporary files when the client goes away) and an async
 * onResponse hook (removes them once answered) to every request of the instance; both only ever act on files of a
 * multipart body, and on the API's other requests they were two promises and a listener each. The content type
 * parser, the request decorators and everything else are the plugin's own, unchanged.
 */
export async function registerMultipart(
  fastify: FastifyInstance,
  options: FastifyMultipartOptions,
): Promise<void> {
  const plugin = (instance: FastifyInstance, _opts: unknown, done: (error?: Error) => void): void => {
    const scoped: FastifyInstance = new Proxy(instance, {
      get(target, property) {
        if (property === 'addHook') {
          return (name: string, hook: Hook) => {
            if (name === 'onRequest' || name === 'onResponse') {
              target.addHook(name, forMultipartOnly(hook));
            } else {
              (target.addHook as (n: string, h: Hook) => unknown)(name, hook);
            }
            return scoped;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    (fastifyMultipart as unknown as (f: FastifyInstance, o: unknown, d: (e?: Error) => void) => void)(
      scoped,
      options,
      done,
    );
  };
  // Like fastify-plugin: the decorators and the parser belong to the instance itself, not to a child context.
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/multipart (multipart requests only)',
  });
  await fastify.register(plugin);
}
