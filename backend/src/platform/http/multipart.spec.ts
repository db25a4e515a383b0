import Fastify, { type FastifyInstance } from 'fastify';
import { isMultipartRequest, registerMultipart } from './multipart';

const BOUNDARY = 'petart-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const multipartBody = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="photo"; filename="cat.txt"',
  'Content-Type: text/plain',
  '',
  'a cat',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

describe('isMultipartRequest', () => {
  it.each([
    ['multipart/form-data; boundary=x', true],
    ['Multipart/Form-Data; boundary=x', true],
    ['application/json', false],
    [undefined, false],
  ])('%s -> %s', (type, expected) => {
    expect(isMultipartRequest({ headers: type === undefined ? {} : { 'content-type': type } })).toBe(
      expected,
    );
  });
});

describe('registerMultipart', () => {
  let app: FastifyInstance;
  /** The response's 'close' listeners when the handler ran, by route. */
  const closeListeners: Record<string, number> = {};

  beforeAll(async () => {
    app = Fastify();
    await registerMultipart(app, { limits: { fileSize: 1024, files: 1 } });
    app.post('/upload', async (request, reply) => {
      closeListeners.upload = reply.raw.listenerCount('close');
      const file = await request.file();
      return { name: file?.filename, text: (await file?.toBuffer())?.toString('utf8') };
    });
    app.post('/json', (request, reply) => {
      closeListeners.json = reply.raw.listenerCount('close');
      return request.body;
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const upload = () =>
    app.inject({ method: 'POST', url: '/upload', headers: MULTIPART, payload: multipartBody });

  it('parses a multipart upload with the plugin', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'cat.txt', text: 'a cat' });
  });

  it("runs the plugin's request hook (a 'close' listener on the response) for multipart requests only", async () => {
    const uploaded = await upload();
    const json = await app.inject({ method: 'POST', url: '/json', payload: { a: 1 } });
    expect(uploaded.statusCode).toBe(200);
    expect(json.json()).toEqual({ a: 1 });
    expect(closeListeners.upload).toBe((closeListeners.json ?? NaN) + 1);
  });
});
