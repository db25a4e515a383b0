import Fastify, { type FastifyInstance, type FastifyPluginCallback } from 'fastify';
import { registerWithHooksFor } from './plugin-hooks-for';

/** A plugin with one hook of each style and one hook that is not narrowed; each records that it ran. */
const recorder: FastifyPluginCallback = (instance, _opts, done) => {
  instance.decorateRequest('ran', null);
  instance.addHook('onRequest', (request, _reply, next) => {
    (request as unknown as { ran: string[] }).ran = ['callback'];
    next();
  });
  instance.addHook('onRequest', async (request) => {
    await Promise.resolve();
    (request as unknown as { ran: string[] }).ran.push('async');
  });
  instance.addHook('preHandler', (request, _reply, next) => {
    const ran = (request as unknown as { ran: string[] | null }).ran;
    (request as unknown as { ran: string[] }).ran = [...(ran ?? []), 'preHandler'];
    next();
  });
  done();
};

describe('registerWithHooksFor', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerWithHooksFor(
      app,
      recorder,
      {},
      {
        hooks: ['onRequest'],
        applies: (request) => request.headers['x-narrow'] === 'yes',
        otherwise: (_request, reply) => void reply.header('x-otherwise', '1'),
      },
      'recorder',
    );
    app.get('/', (request) => ({ ran: (request as unknown as { ran: unknown }).ran }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("runs the plugin's narrowed hooks, callback and async, for the requests they apply to", async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-narrow': 'yes' } });
    expect(res.json()).toEqual({ ran: ['callback', 'async', 'preHandler'] });
    expect(res.headers['x-otherwise']).toBeUndefined();
  });

  it('runs `otherwise` in their place for the other requests, and the hooks it does not narrow as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ ran: ['preHandler'] });
    expect(res.headers['x-otherwise']).toBe('1');
  });

  it("keeps the plugin's decorators on the instance itself", () => {
    expect(app.hasRequestDecorator('ran')).toBe(true);
  });
});
