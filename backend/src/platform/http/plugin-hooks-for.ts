import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Hook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => unknown;

type Plugin = (instance: FastifyInstance, options: never, done: (error?: Error) => void) => unknown;

export interface HooksFor {
  /** The plugin's request hooks that are narrowed; its other hooks are registered as they are. */
  readonly hooks: readonly ('onRequest' | 'onResponse')[];
  /** The requests those hooks run for. */
  applies(request: FastifyRequest): boolean;
  /** What runs in their place for every other request (synchronous, optional). */
  otherwise?(request: FastifyRequest, reply: FastifyReply): void;
}

/** `hook` for the requests `narrow` accepts; the others go on at once (no promise, no closure per request). */
function narrowed(hook: Hook, narrow: HooksFor): Hook {
  // A plain function with `done`, whichever style the plugin's hook has: Fastify awaits a returned promise (an async
  // hook never calls done) and otherwise waits for done, so handing back the hook's result keeps both working.
  return function (this: FastifyInstance, request, reply, done) {
    if (narrow.applies(request)) return hook.call(this, request, reply, done);
    narrow.otherwise?.(request, reply);
    done();
    return undefined;
  };
}

/**
 * Registers a Fastify plugin whose request hooks run only for the requests they are for. A plugin registered on the
 * root instance adds its hooks to every request of the app; some only ever act on a few (uploads' temporary files,
 * cross-origin headers), and the rest paid for them on every answer (docs/benchmarks.md, "Public routes"). The
 * plugin is registered as itself otherwise: its decorators, parsers, routes and other hooks are unchanged and belong
 * to the instance (like fastify-plugin), and its own code is not copied or patched.
 */
export async function registerWithHooksFor(
  fastify: FastifyInstance,
  plugin: Plugin,
  options: object,
  narrow: HooksFor,
  displayName: string,
): Promise<void> {
  const wrapper = (instance: FastifyInstance, _opts: unknown, done: (error?: Error) => void): void => {
    const scoped: FastifyInstance = new Proxy(instance, {
      get(target, property) {
        if (property === 'addHook') {
          return (name: string, hook: Hook) => {
            const narrowIt = (narrow.hooks as readonly string[]).includes(name);
            (target.addHook as (n: string, h: Hook) => unknown)(
              name,
              narrowIt ? narrowed(hook, narrow) : hook,
            );
            return scoped;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const result = plugin(scoped, options as never, done);
    // An async plugin resolves instead of calling done.
    if (result instanceof Promise)
      result.then(
        () => done(),
        (error: Error) => done(error),
      );
  };
  // As fastify-plugin marks a plugin: what it registers belongs to the instance itself, not to a child context.
  Object.assign(wrapper, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: displayName,
  });
  await fastify.register(wrapper);
}
