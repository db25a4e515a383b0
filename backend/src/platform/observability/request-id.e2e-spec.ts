import { Controller, Get, Logger, Module, Post } from '@nestjs/common';
import * as fs from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { openAiClient } from '../../adapters/openai/openai-client';
import { PrintifyClient } from '../../adapters/printify/printify-client';
import { S3Storage } from '../../adapters/storage/s3.storage';
import { createStripeClient } from '../../adapters/stripe/stripe-client';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { startPrintifyFake, type PrintifyFake } from '../../../test/fakes/printify-fake';
import { runWithRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let printify: PrintifyFake;

/** A route that logs, calls a vendor (the Printify fake) and logs again; and one that fails. */
@Controller('request-id-probe')
class RequestIdProbeController {
  private readonly logger = new Logger('RequestIdProbe');

  @Post()
  async callVendor(): Promise<{ ok: true }> {
    this.logger.log('probe before the vendor call');
    await new PrintifyClient({ baseUrl: printify.url, apiToken: 'printify-test-token' }).get('/shops.json');
    this.logger.warn('probe after the vendor call');
    return { ok: true };
  }

  @Get('boom')
  boom(): never {
    throw new Error('request id probe failure');
  }
}

@Module({ controllers: [RequestIdProbeController] })
class RequestIdProbeModule {}

describe('request ids', () => {
  let t: TestApp;
  let shopDir: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    printify = await startPrintifyFake();
    shopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-request-id-'));
    fs.mkdirSync(path.join(shopDir, 'assets'));
    fs.writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><title>shop</title>');
    fs.writeFileSync(path.join(shopDir, 'assets/app-1.js'), 'console.log(1)');
    t = await createTestApp(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json', SHOP_DIST_DIR: shopDir },
      {
        imports: [RequestIdProbeModule],
        logDestination: {
          write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await printify?.close();
    fs.rmSync(shopDir, { recursive: true, force: true });
  });

  it.each([
    ['an API route', '/api/health/live', 200],
    ['an unknown API route (404)', '/api/no-such-route', 404],
    ['a URL the router refuses (400)', '/api/orders/%zz', 400],
    ['a built file', '/assets/app-1.js', 200],
    ['the SPA page', '/some/page', 200],
    ['the runtime config', '/runtime-config.js', 200],
  ])('%s echoes the X-Request-Id it was given', async (_name, url, status) => {
    const res = await t.request.get(url).set('X-Request-Id', 'edge-1f3a.7:b_c');
    expect(res.status).toBe(status);
    expect(res.headers['x-request-id']).toBe('edge-1f3a.7:b_c');
  });

  it('makes a UUID when the request has none, a new one per request', async () => {
    const [one, two] = await Promise.all([t.request.get('/api/health/live'), t.request.get('/api/no-such')]);
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces', 'id with spaces'],
    ['markup', '<script>alert(1)</script>'],
    ['a header injection attempt', 'abc%0d%0aSet-Cookie:x=1'],
    ['JSON', '{"id":1}'],
  ])('replaces a malformed id (%s) with a UUID', async (_name, given) => {
    const res = await t.request.get('/api/health/live').set('X-Request-Id', given);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('accepts exactly 128 characters', async () => {
    const given = `${'b'.repeat(127)}9`;
    const res = await t.request.get('/api/health/live').set('X-Request-Id', given);
    expect(res.headers['x-request-id']).toBe(given);
  });

  it('is on every log line of the request and on the call to the vendor', async () => {
    const res = await t.request
      .post('/api/request-id-probe')
      .set('X-Request-Id', 'probe-log-1')
      .send({ a: 1 });
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('probe-log-1');
    const ofProbe = lines.filter((line) => JSON.stringify(line).includes('probe-log-1'));
    expect(ofProbe.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'probe before the vendor call',
        'probe after the vendor call',
        'request completed',
      ]),
    );
    for (const line of ofProbe) expect(line.requestId).toBe('probe-log-1');
    const vendorCall = printify.requests.find((request) => request.pathname === '/v1/shops.json');
    expect(vendorCall?.headers['x-request-id']).toBe('probe-log-1');
  });

  it('is on the error log entry of a failed request', async () => {
    const res = await t.request.get('/api/request-id-probe/boom').set('X-Request-Id', 'probe-error-1');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('probe-error-1');
    const errorLine = lines.find((line) => line.msg === 'request id probe failure');
    expect(errorLine?.requestId).toBe('probe-error-1');
    const db = t.app.get(DataSource);
    let rows: { request_id: string }[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await db.query(
        `SELECT context->>'requestId' AS request_id FROM error_logs WHERE error_message = 'request id probe failure'`,
      );
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows.map((row) => row.request_id)).toContain('probe-error-1');
  });

  describe('the vendor SDKs send the current request id', () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
      });
    });
    let base = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => {
      seen.length = 0;
    });

    it('Stripe', async () => {
      const stripe = createStripeClient('sk_test_fake', base);
      await runWithRequestId('stripe-call-1', () =>
        stripe.paymentIntents.retrieve('pi_missing', {}, { maxNetworkRetries: 0 }).catch(() => undefined),
      );
      expect(seen.map((headers) => headers['x-request-id'])).toEqual(['stripe-call-1']);
    });

    it('OpenAI', async () => {
      const openai = openAiClient(
        { apiKey: 'sk-test', baseURL: `${base}/v1`, model: 'gpt-image-1' },
        { maxRetries: 0, timeoutMs: 5_000 },
      );
      await runWithRequestId('openai-call-1', () => openai.models.list().catch(() => undefined));
      expect(seen.map((headers) => headers['x-request-id'])).toEqual(['openai-call-1']);
    });

    it('S3', async () => {
      const s3 = new S3Storage({
        bucket: 'petart',
        region: 'us-east-1',
        endpoint: base,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      });
      await runWithRequestId('s3-call-1', () => s3.exists('uploads/x.jpg').catch(() => undefined));
      s3.destroy();
      expect(seen.map((headers) => headers['x-request-id'])).toContain('s3-call-1');
      expect(seen.every((headers) => headers['x-request-id'] === 's3-call-1')).toBe(true);
    });

    it('nothing is added outside a request', async () => {
      await new PrintifyClient({ baseUrl: printify.url, apiToken: 'printify-test-token' }).get('/shops.json');
      expect(printify.requests.at(-1)?.headers['x-request-id']).toBeUndefined();
    });
  });
});
