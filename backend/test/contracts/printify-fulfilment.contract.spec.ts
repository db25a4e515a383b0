import {
  findSize,
  InvalidWebhookSignatureError,
  reprintExternalId,
  UnconfirmedVariantError,
  type FulfilmentLine,
  type PrintTypeId,
} from '@petart/domain';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OrderNotCancellableError,
  PrintifyFulfilmentProvider,
} from '../../src/adapters/fulfilment/printify-fulfilment.provider';
import {
  PRINTIFY_USER_AGENT,
  PrintifyApiError,
  PrintifyClient,
  retryAfterMs,
  WindowRateLimiter,
} from '../../src/adapters/printify/printify-client';
import { PrintifyFake } from '../fakes/printify-fake';

const SECRET = 'whsec-printify-test';
let fake: PrintifyFake;

const unlimited = () => ({
  global: new WindowRateLimiter(1000, 60_000),
  catalog: new WindowRateLimiter(1000, 60_000),
});

function provider(overrides: { timeoutMs?: number; maxAttempts?: number } = {}): PrintifyFulfilmentProvider {
  const client = new PrintifyClient({
    baseUrl: fake.url,
    apiToken: fake.token,
    baseDelayMs: 5,
    timeoutMs: overrides.timeoutMs ?? 5000,
    maxAttempts: overrides.maxAttempts ?? 4,
    limiters: unlimited(),
  });
  return new PrintifyFulfilmentProvider(client, {
    shopId: fake.shopId,
    webhookSecret: SECRET,
    createRetryDelayMs: 0,
  });
}

function line(type: PrintTypeId, size: string, extra: Partial<FulfilmentLine> = {}): FulfilmentLine {
  const found = findSize(type, size);
  if (!found) throw new Error('no size');
  return {
    lineId: `line-${type}-${size}`,
    printType: type,
    printSize: size,
    quantity: 1,
    variant: found.printify,
    mirrorEdges: type === 'canvas',
    printFile: {
      url: `https://shop.example/api/images/print-files/abc-${size}.jpg?exp=1&sig=x`,
      fileName: `abc-1.jpg`,
      widthPx: found.widthIn * 300,
      heightPx: found.heightIn * 300,
    },
    ...extra,
  };
}

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  region: 'IL',
  zip: '62701',
  countryCode: 'us',
};

beforeEach(async () => {
  fake = await new PrintifyFake().start();
});
afterEach(async () => {
  await fake.close();
});

describe('PrintifyClient', () => {
  it('sends the bearer token and a PetArt/<version> User-Agent on every call', async () => {
    await provider()
      .getOrder('missing')
      .catch(() => undefined);
    const request = fake.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.headers['user-agent']).toBe(PRINTIFY_USER_AGENT);
    expect(PRINTIFY_USER_AGENT).toMatch(/^PetArt\/\d+\.\d+\.\d+/);
  });

  it('retries 429 honouring Retry-After and 5xx with backoff, then succeeds', async () => {
    const p = provider();
    await p.submitOrder({ externalId: 'hash-429', label: 'PA-1', address, lines: [line('poster', '24x36')] });
    fake.faults.push({ method: 'GET', path: /\/orders\/[^/]+\.json$/, status: 429, retryAfter: '0.2' });
    fake.faults.push({ method: 'GET', path: /\/orders\/[^/]+\.json$/, status: 503, times: 1 });
    const orderId = [...fake.orders.keys()][0] ?? '';
    const started = Date.now();
    const order = await p.getOrder(orderId);
    expect(order.providerOrderId).toBe(orderId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(fake.calls('GET', new RegExp(`/orders/${orderId}\\.json$`)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives up after the bounded attempts with the last error', async () => {
    fake.faults.push({ method: 'GET', path: /\/orders\/x\.json$/, status: 500, times: 10 });
    await expect(provider({ maxAttempts: 3 }).getOrder('x')).rejects.toMatchObject({ status: 500 });
    expect(fake.calls('GET', /\/orders\/x\.json$/)).toHaveLength(3);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(5000).toUTCString(), 1000)).toBe(4000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('keeps to the rate limit: the n+1th call in a window waits for a slot', async () => {
    let now = 0;
    const limiter = new WindowRateLimiter(2, 100, () => now);
    await limiter.acquire();
    await limiter.acquire();
    let third = false;
    const pending = limiter.acquire().then(() => (third = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(third).toBe(false);
    now = 101;
    await pending;
    expect(third).toBe(true);
  });
});

describe('PrintifyFulfilmentProvider.submitOrder', () => {
  it('uploads each print file by URL and creates the order on hold with our external id', async () => {
    const p = provider();
    const poster = line('poster', '24x36');
    const canvas = line('canvas', '20x30', { quantity: 2 });
    const order = await p.submitOrder({
      externalId: 'hash-1',
      label: 'PA-1001',
      address,
      lines: [poster, canvas],
    });
    expect(order.status).toBe('on-hold');
    expect(order.externalId).toBe('hash-1');

    const uploads = fake.calls('POST', /\/uploads\/images\.json$/);
    expect(uploads.map((u) => u.body)).toEqual([
      { file_name: poster.printFile.fileName, url: poster.printFile.url },
      { file_name: canvas.printFile.fileName, url: canvas.printFile.url },
    ]);
    const created = fake.calls('POST', /\/shops\/4242\/orders\.json$/);
    expect(created).toHaveLength(1);
    const body = created[0]?.body as Record<string, unknown> & { line_items: Record<string, unknown>[] };
    expect(body).toMatchObject({
      external_id: 'hash-1',
      label: 'PA-1001',
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5551234567',
        country: 'US',
        region: 'IL',
        address1: '1 Main St',
        address2: 'Apt 2',
        city: 'Springfield',
        zip: '62701',
      },
    });
    const [posterItem, canvasItem] = body.line_items;
    expect(posterItem).toEqual({
      blueprint_id: 282,
      print_provider_id: 2,
      variant_id: 43150,
      print_areas: { front: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//) as unknown },
      quantity: 1,
    });
    // Canvas: no confirmed id in research, so the variant is the one titled `20″ x 30″ (Vertical) / 0.75''`.
    expect(canvasItem).toMatchObject({
      blueprint_id: 937,
      print_provider_id: 105,
      variant_id: fake.variantFor('canvas', '20x30').id,
      quantity: 2,
      print_details: { print_on_side: 'mirror' },
    });
    expect(fake.orders.get(order.providerOrderId)?.status).toBe('on-hold');
  });

  it('uploads small files as base64 contents when given', async () => {
    const small = line('poster', '12x18');
    small.printFile.contentBase64 = Buffer.from('tiny').toString('base64');
    await provider().submitOrder({ externalId: 'hash-b64', label: 'PA-2', address, lines: [small] });
    expect(fake.calls('POST', /\/uploads\/images\.json$/)[0]?.body).toEqual({
      file_name: small.printFile.fileName,
      contents: small.printFile.contentBase64,
    });
  });

  it('submitting the same external id twice creates one order', async () => {
    const p = provider();
    const args = { externalId: 'hash-twice', label: 'PA-3', address, lines: [line('poster', '12x18')] };
    const first = await p.submitOrder(args);
    const second = await p.submitOrder(args);
    expect(second.providerOrderId).toBe(first.providerOrderId);
    expect(fake.orders.size).toBe(1);
  });

  it('a claim reprint is its own order (derived external id, same print file), created once', async () => {
    const p = provider();
    const lines = [line('canvas', '20x30')];
    const original = await p.submitOrder({ externalId: 'hash-claimed', label: 'PA-5', address, lines });
    const externalId = reprintExternalId('hash-claimed', '0f8e2d4c-1111-2222-3333-444455556666');
    const args = { externalId, label: 'PA-5 reprint', address, lines };
    const reprint = await p.submitOrder(args);
    expect(reprint.providerOrderId).not.toBe(original.providerOrderId);
    expect((await p.submitOrder(args)).providerOrderId).toBe(reprint.providerOrderId);
    expect((await p.findOrderByExternalId(externalId))?.providerOrderId).toBe(reprint.providerOrderId);
    expect((await p.findOrderByExternalId('hash-claimed'))?.providerOrderId).toBe(original.providerOrderId);
    expect(fake.orders.size).toBe(2);
    const created = fake.orders.get(reprint.providerOrderId);
    expect(created).toMatchObject({ external_id: externalId, label: 'PA-5 reprint', status: 'on-hold' });
    expect(created?.line_items).toHaveLength(1);
    expect((await p.sendToProduction(reprint.providerOrderId)).providerOrderId).toBe(reprint.providerOrderId);
  });

  it('finds the order by metadata.shop_order_id when Printify does not echo external_id', async () => {
    fake.echoExternalId = false;
    const p = provider();
    const args = { externalId: 'hash-meta', label: 'PA-4', address, lines: [line('poster', '12x18')] };
    const first = await p.submitOrder(args);
    expect((await p.findOrderByExternalId('hash-meta'))?.providerOrderId).toBe(first.providerOrderId);
    expect(await p.findOrderByExternalId('nope')).toBeUndefined();
  });

  it('a create that timed out is looked up, never created twice', async () => {
    fake.faults.push({ method: 'POST', path: /\/shops\/4242\/orders\.json$/, hangAfterHandling: true });
    const p = provider({ timeoutMs: 400 });
    const order = await p.submitOrder({
      externalId: 'hash-timeout',
      label: 'PA-5',
      address,
      lines: [line('poster', '24x36')],
    });
    expect(fake.orders.size).toBe(1);
    expect(order.providerOrderId).toBe([...fake.orders.keys()][0]);
    expect(fake.calls('POST', /\/shops\/4242\/orders\.json$/)).toHaveLength(1);
  });

  it('a create answered 500 without creating is looked up and then retried once', async () => {
    fake.faults.push({ method: 'POST', path: /\/shops\/4242\/orders\.json$/, status: 500 });
    const order = await provider().submitOrder({
      externalId: 'hash-500',
      label: 'PA-6',
      address,
      lines: [line('poster', '24x36')],
    });
    expect(fake.orders.size).toBe(1);
    expect(order.externalId).toBe('hash-500');
    expect(fake.calls('POST', /\/shops\/4242\/orders\.json$/)).toHaveLength(2);
  });

  it('a create refused with 429 is retried after Retry-After', async () => {
    fake.faults.push({ method: 'POST', path: /\/shops\/4242\/orders\.json$/, status: 429, retryAfter: '0' });
    await provider().submitOrder({
      externalId: 'h-429',
      label: 'x',
      address,
      lines: [line('poster', '24x36')],
    });
    expect(fake.orders.size).toBe(1);
  });

  it('an unavailable variant is never sent: UnconfirmedVariantError, nothing uploaded or created', async () => {
    fake.variantFor('poster', '24x36').is_available = false;
    const error = await provider()
      .submitOrder({ externalId: 'h-unavail', label: 'x', address, lines: [line('poster', '24x36')] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnconfirmedVariantError);
    expect((error as UnconfirmedVariantError).printSize).toBe('24x36');
    expect(fake.calls('POST', /\/uploads\/images\.json$/)).toHaveLength(0);
    expect(fake.orders.size).toBe(0);
  });

  it('a configured id whose title changed is not trusted: the exact title wins, or the line is refused', async () => {
    const v = fake.variantFor('poster', '12x18');
    v.title = '12″ x 16″ / Matte';
    await expect(
      provider().submitOrder({
        externalId: 'h-title',
        label: 'x',
        address,
        lines: [line('poster', '12x18')],
      }),
    ).rejects.toBeInstanceOf(UnconfirmedVariantError);
    // The right title under another id: used instead.
    const list = fake.catalog.get('282:2') ?? [];
    list.push({ ...v, id: 55555, title: '12" x 18" / Matte' });
    const p = provider();
    await p.submitOrder({ externalId: 'h-title2', label: 'x', address, lines: [line('poster', '12x18')] });
    const body = fake.calls('POST', /\/shops\/4242\/orders\.json$/)[0]?.body as {
      line_items: { variant_id: number }[];
    };
    expect(body.line_items[0]?.variant_id).toBe(55555);
  });

  it('does not cache a refusal: a variant back at Printify is confirmed on the next submission', async () => {
    const v = fake.variantFor('poster', '24x36');
    v.is_available = false;
    const p = provider();
    const order = { externalId: 'h-back', label: 'x', address, lines: [line('poster', '24x36')] };
    await expect(p.submitOrder(order)).rejects.toBeInstanceOf(UnconfirmedVariantError);
    v.is_available = true;
    await expect(p.submitOrder(order)).resolves.toMatchObject({ status: 'on-hold' });
    expect(fake.orders.size).toBe(1);
  });

  it('caches catalog variants (one call per blueprint and provider)', async () => {
    const p = provider();
    await p.confirmVariant('poster', '24x36', findSize('poster', '24x36')!.printify);
    await p.confirmVariant('poster', '12x18', findSize('poster', '12x18')!.printify);
    expect(fake.calls('GET', /\/catalog\//)).toHaveLength(1);
    const placeholders = (await p.confirmVariant('poster', '24x36', findSize('poster', '24x36')!.printify))
      .placeholders;
    expect(placeholders).toEqual([{ position: 'front', width: 7200, height: 10800 }]);
  });
});

describe('PrintifyFulfilmentProvider after submission', () => {
  async function submitted(p: PrintifyFulfilmentProvider) {
    return p.submitOrder({
      externalId: `h-${Math.random()}`,
      label: 'PA',
      address,
      lines: [line('poster', '24x36')],
    });
  }

  it('sends to production, idempotently', async () => {
    const p = provider();
    const order = await submitted(p);
    const sent = await p.sendToProduction(order.providerOrderId);
    expect(sent.status).toBe('in-production');
    expect(sent.sentToProductionAt).toBeInstanceOf(Date);
    expect(fake.calls('POST', /send_to_production\.json$/)).toHaveLength(1);
    const again = await p.sendToProduction(order.providerOrderId);
    expect(again.status).toBe('in-production');
  });

  it('maps the order: status, shipments and dates', async () => {
    const p = provider();
    const order = await submitted(p);
    fake.advance(order.providerOrderId, 'fulfilled', {
      carrier: 'usps',
      number: '9400111',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111',
      delivered_at: '2026-11-20 13:24:28+00:00',
    });
    const got = await p.getOrder(order.providerOrderId);
    expect(got).toMatchObject({
      providerOrderId: order.providerOrderId,
      status: 'fulfilled',
      shipments: [
        {
          carrier: 'usps',
          trackingNumber: '9400111',
          trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111',
          deliveredAt: new Date('2026-11-20T13:24:28Z'),
        },
      ],
    });
    expect(got.fulfilledAt).toBeInstanceOf(Date);
  });

  it('cancels an order on hold; refuses clearly once it is in production', async () => {
    const p = provider();
    const a = await submitted(p);
    expect((await p.cancelOrder(a.providerOrderId)).status).toBe('canceled');
    const b = await submitted(p);
    await p.sendToProduction(b.providerOrderId);
    const error = await p.cancelOrder(b.providerOrderId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderNotCancellableError);
    expect((error as Error).message).toMatch(/in-production/);
    expect(fake.calls('POST', /cancel\.json$/)).toHaveLength(1);
  });

  it('a missing order surfaces as a 404 PrintifyApiError', async () => {
    await expect(provider().getOrder('nope')).rejects.toBeInstanceOf(PrintifyApiError);
  });
});

describe('PrintifyFulfilmentProvider.parseWebhook', () => {
  let server: Server;
  let received: { body: Buffer; signature: string | undefined }[];
  let hookUrl: string;

  beforeEach(async () => {
    received = [];
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks), signature: req.headers['x-pfy-signature'] as string });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/printify`;
  });
  afterEach(async () => {
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('accepts an event signed like Printify and parses it', async () => {
    const p = provider();
    const order = await p.submitOrder({
      externalId: 'h-wh',
      label: 'x',
      address,
      lines: [line('poster', '24x36')],
    });
    const fakeOrder = fake.advance(order.providerOrderId, 'in-production', {
      carrier: 'ups',
      number: '1Z999',
      url: 'https://ups.example/1Z999',
      delivered_at: null,
    });
    const { status, event } = await fake.emitWebhook(hookUrl, SECRET, 'order:shipment:created', fakeOrder);
    expect(status).toBe(200);
    const { body, signature } = received[0]!;
    const parsed = await p.parseWebhook(body, signature);
    expect(parsed).toMatchObject({
      webhookId: event.id,
      eventType: 'order:shipment:created',
      providerOrderId: order.providerOrderId,
      externalId: 'h-wh',
      status: 'in-production',
      shipment: { carrier: 'ups', trackingNumber: '1Z999', trackingUrl: 'https://ups.example/1Z999' },
    });
    expect(parsed.payload).toEqual(event);
  });

  it('rejects a wrong, malformed or missing signature with InvalidWebhookSignatureError', async () => {
    const p = provider();
    const body = Buffer.from(
      JSON.stringify({ id: 'e1', type: 'order:updated', resource: { id: 'o1', data: {} } }),
    );
    const wrong = `sha256=${createHmac('sha256', 'other-secret').update(body).digest('hex')}`;
    await expect(p.parseWebhook(body, wrong)).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
    await expect(p.parseWebhook(body, undefined)).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
    await expect(p.parseWebhook(body, 'sha256=zz')).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
    const good = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    // The body must be the exact bytes that were signed.
    await expect(p.parseWebhook(Buffer.from(`${body.toString()} `), good)).rejects.toBeInstanceOf(
      InvalidWebhookSignatureError,
    );
    await expect(p.parseWebhook(body, good)).resolves.toMatchObject({
      webhookId: 'e1',
      providerOrderId: 'o1',
    });
  });
});

describe('PrintifyFulfilmentProvider finish and depth', () => {
  it('orders the satin poster the product text promises over the configured matte one', async () => {
    const satin = fake.offerVariant('poster', '12x18', 'Satin', 880_001);
    const p = provider();
    await expect(p.confirmVariant('poster', '12x18', findSize('poster', '12x18')!.printify)).resolves.toEqual(
      {
        variantId: 880_001,
        title: '12″ x 18″ / Satin',
        placeholders: satin.placeholders,
        keepsPromise: true,
      },
    );
    await p.submitOrder({ externalId: 'h-satin', label: 'x', address, lines: [line('poster', '12x18')] });
    const body = fake.calls('POST', /\/shops\/4242\/orders\.json$/)[0]?.body as {
      line_items: { variant_id: number }[];
    };
    expect(body.line_items[0]?.variant_id).toBe(880_001);
  });

  it('falls back to the matte poster when no satin one is available, saying the promise is not kept', async () => {
    fake.offerVariant('poster', '24x36', 'Semi-Glossy', 880_002, false);
    await expect(
      provider().confirmVariant('poster', '24x36', findSize('poster', '24x36')!.printify),
    ).resolves.toMatchObject({ variantId: 43150, title: '24″ x 36″ / Matte', keepsPromise: false });
  });

  it('prefers a 0.75 in frame over 1.25 in, and falls back to 1.25 in', async () => {
    fake.offerVariant('framed', '12x18', '0.75"', 880_003);
    const p = provider();
    await expect(
      p.confirmVariant('framed', '12x18', findSize('framed', '12x18')!.printify),
    ).resolves.toMatchObject({
      variantId: 880_003,
      keepsPromise: true,
    });
    await expect(
      p.confirmVariant('framed', '20x30', findSize('framed', '20x30')!.printify),
    ).resolves.toMatchObject({
      variantId: 88295,
      title: '20″ x 30″ (Vertical) / Black / 1.25"',
      keepsPromise: false,
    });
  });
});

describe('PrintifyFulfilmentProvider catalog', () => {
  it('lists variants with availability and placeholders', async () => {
    const variants = await provider().listVariants({ blueprintId: 282, printProviderId: 2 });
    expect(variants.find((v) => v.id === 43150)).toEqual({
      id: 43150,
      title: '24″ x 36″ / Matte',
      isAvailable: true,
      placeholders: [{ position: 'front', width: 7200, height: 10800 }],
    });
  });

  it('verifies configured ids: found with their title, missing ones flagged', async () => {
    const p = provider();
    const results = await p.verifyVariants([
      { printType: 'poster', size: '24x36', variant: findSize('poster', '24x36')!.printify },
      { printType: 'canvas', size: '20x30', variant: findSize('canvas', '20x30')!.printify },
    ]);
    expect(results).toEqual([
      {
        printType: 'poster',
        size: '24x36',
        configuredId: 43150,
        exists: true,
        apiTitle: '24″ x 36″ / Matte',
      },
      {
        printType: 'canvas',
        size: '20x30',
        configuredId: 0,
        exists: false,
        apiTitle: "20″ x 30″ (Vertical) / 0.75''",
      },
    ]);
  });

  it('names every unconfirmed catalogue id for the start-up warning', () => {
    const list = PrintifyFulfilmentProvider.unconfirmedCatalogueVariants();
    expect(list.some((l) => l.startsWith('canvas 40x60'))).toBe(true);
    expect(list.some((l) => l.startsWith('poster 24x36'))).toBe(false);
  });
});
