import {
  PRINT_TYPES,
  printifyTitleWith,
  printifyVariantTitle,
  resolvePrintVariant,
  type PrintTypeId,
} from '@petart/domain';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Printify REST API v1 endpoints the shop uses (node:http, no dependencies), shaped after
 * vendors.md §2: shipping calculation, image uploads (by URL or base64), orders (create on hold, list newest first
 * with pages, get, send to production, cancel), catalog variants (titles and 300 dpi placeholders per catalogue
 * size, one variant can be made wrong or unavailable), webhooks (list, create, update, delete). Every request is
 * recorded with its headers for assertions, faults can be queued (429 with Retry-After, 500, a create that happens
 * but never answers), and {@link PrintifyFake.emitWebhook} POSTs a signed event like Printify.
 */
export interface RecordedRequest {
  method: string;
  /** Path with the query string, as before (e.g. /v1/shops/4242/orders.json?page=1). */
  path: string;
  pathname: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeOrder {
  id: string;
  external_id?: string;
  label?: string;
  status: string;
  line_items: Record<string, unknown>[];
  address_to: Record<string, unknown>;
  shipments: { carrier: string; number: string; url: string; delivered_at: string | null }[];
  created_at: string;
  sent_to_production_at?: string;
  fulfilled_at?: string;
  send_shipping_notification?: boolean;
  shipping_method?: number;
  metadata: { order_type: string; shop_order_id?: string; shop_order_label?: string };
}

export interface FakeVariant {
  id: number;
  title: string;
  options: Record<string, unknown>;
  is_available: boolean;
  placeholders: { position: string; width: number; height: number }[];
}

/** A queued fault: the next `times` matching requests get it instead of the normal answer. */
export interface Fault {
  method?: string;
  path: RegExp;
  times?: number;
  /** Answer with this status (429 or 5xx) and optional Retry-After seconds. */
  status?: number;
  retryAfter?: string;
  /** Process the request normally (e.g. create the order) but never answer: the client times out. */
  hangAfterHandling?: boolean;
  /**
   * A slow provider: wait this long, then answer normally; a client that went away meanwhile (its process was
   * killed) is not answered, and its request changes nothing.
   */
  delayMs?: number;
}

const RATES: Record<number, { first: number; additional: number }> = {
  2: { first: 450, additional: 200 },
  105: { first: 1100, additional: 550 },
};

const CANCELLABLE = new Set(['on-hold', 'payment-not-received', 'pending']);

export class PrintifyFake {
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  readonly uploads = new Map<string, { file_name: string; url?: string; bytes?: number }>();
  readonly webhooks = new Map<
    string,
    { id: string; topic: string; url: string; shop_id: number; secret?: string }
  >();
  readonly faults: Fault[] = [];
  /** Catalog per `${blueprint}:${provider}`, built from the domain catalogue (ids 0 get synthetic ids). */
  readonly catalog = new Map<string, FakeVariant[]>();
  /**
   * Where the shipping calculation answers the faster methods (`priority`, `express`, `printify_express`): the US, as
   * Printify's providers do; elsewhere only `standard` and `economy`.
   */
  expressCountries = new Set(['US']);
  /** When set, the next shipping calculations answer this body instead (a changed or partial answer). */
  shippingAnswer: Record<string, unknown> | undefined;
  /** When false, orders do not echo `external_id` (only `metadata.shop_order_id`), to test the lookup fallback. */
  echoExternalId = true;
  url = '';
  origin = '';
  private server?: Server;

  constructor(
    readonly token = 'printify-test-token',
    readonly shopId = '4242',
  ) {
    let synthetic = 700_000;
    for (const type of PRINT_TYPES) {
      for (const size of type.sizes) {
        const { blueprintId, printProviderId, variantId } = size.printify;
        const key = `${blueprintId}:${printProviderId}`;
        const list = this.catalog.get(key) ?? [];
        list.push({
          id: variantId === 0 ? (synthetic += 1) : variantId,
          title: printifyVariantTitle(type.value, size.value),
          options: { size: `${size.widthIn}x${size.heightIn}` },
          is_available: true,
          placeholders: [{ position: 'front', width: size.widthIn * 300, height: size.heightIn * 300 }],
        });
        this.catalog.set(key, list);
      }
    }
  }

  /**
   * The fake's variant for a catalogue size (what the adapter should resolve it to: the promised finish/depth when
   * the fake offers it, else the title research found).
   */
  variantFor(type: PrintTypeId, size: string): FakeVariant {
    const found = PRINT_TYPES.find((t) => t.value === type)?.sizes.find((s) => s.value === size);
    if (!found) throw new Error(`No ${type} ${size}`);
    const list = this.catalog.get(`${found.printify.blueprintId}:${found.printify.printProviderId}`) ?? [];
    const resolved = resolvePrintVariant(
      type,
      size,
      list.map((v) => ({ ...v, isAvailable: v.is_available })),
      found.printify.variantId,
    );
    const variant = list.find((v) => v.id === resolved?.variant.id);
    if (!variant) throw new Error(`The fake has no variant for ${type} ${size}`);
    return variant;
  }

  /**
   * Lists one more variant of a catalogue size with another finish/depth part (e.g. `Satin` next to the research's
   * `Matte`, or a `0.75"` frame next to `1.25"`), as a provider that offers both would; returns it.
   */
  offerVariant(type: PrintTypeId, size: string, part: string, id: number, isAvailable = true): FakeVariant {
    const found = PRINT_TYPES.find((t) => t.value === type)?.sizes.find((s) => s.value === size);
    if (!found) throw new Error(`No ${type} ${size}`);
    const key = `${found.printify.blueprintId}:${found.printify.printProviderId}`;
    const variant: FakeVariant = {
      id,
      title: printifyTitleWith(type, size, part),
      options: { size: `${found.widthIn}x${found.heightIn}`, finish: part },
      is_available: isAvailable,
      placeholders: [{ position: 'front', width: found.widthIn * 300, height: found.heightIn * 300 }],
    };
    this.catalog.set(key, [...(this.catalog.get(key) ?? []), variant]);
    return variant;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    this.url = `${this.origin}/v1`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The settings the app needs to use this fake as its Printify. */
  env(webhookSecret = 'printify-webhook-secret'): Record<string, string> {
    return {
      FULFILMENT_PROVIDER: 'printify',
      PRINTIFY_API_TOKEN: this.token,
      PRINTIFY_SHOP_ID: this.shopId,
      PRINTIFY_BASE_URL: this.url,
      PRINTIFY_WEBHOOK_SECRET: webhookSecret,
    };
  }

  /** Every variant's print area at `pxPerInch` (small print files: made for real, quickly); returns the fake. */
  smallPrintAreas(pxPerInch = 10): this {
    for (const variants of this.catalog.values()) {
      for (const variant of variants) {
        const [w, h] = String(variant.options.size).split('x').map(Number) as [number, number];
        variant.placeholders = [{ position: 'front', width: w * pxPerInch, height: h * pxPerInch }];
      }
    }
    return this;
  }

  /** Requests of one method whose pathname matches. */
  calls(method: string, pathname: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathname.test(r.pathname));
  }

  /** Moves an order along like the print provider would (status, shipments, dates). */
  advance(orderId: string, status: string, shipment?: FakeOrder['shipments'][number]): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    order.status = status;
    if (shipment) order.shipments.push(shipment);
    if (status === 'fulfilled') order.fulfilled_at = new Date().toISOString();
    return order;
  }

  /**
   * POSTs a webhook event for the order to `url`, signed like Printify (`X-Pfy-Signature: sha256=<hex HMAC-SHA256
   * of the body with the secret>`). Shipment topics carry the carrier object seen in public fixtures.
   */
  async emitWebhook(
    url: string,
    secret: string,
    topic: string,
    order: Pick<FakeOrder, 'id' | 'status'> & Partial<FakeOrder>,
  ): Promise<{ status: number; body: string; event: Record<string, unknown> }> {
    const shipment = order.shipments?.at(-1);
    const data: Record<string, unknown> = {
      shop_id: Number(this.shopId),
      status: order.status,
      ...(order.external_id ? { external_id: order.external_id } : {}),
    };
    if (topic.startsWith('order:shipment:') && shipment) {
      data.carrier = { code: shipment.carrier, tracking_number: shipment.number, tracking_url: shipment.url };
      data.shipped_at = new Date().toISOString();
      if (topic === 'order:shipment:delivered')
        data.delivered_at = shipment.delivered_at ?? new Date().toISOString();
    }
    const event = {
      id: randomUUID(),
      type: topic,
      created_at: new Date()
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, '+00:00'),
      resource: { id: order.id, type: 'order', data },
    };
    const body = JSON.stringify(event);
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pfy-signature': signature },
      body,
    });
    return { status: response.status, body: await response.text(), event };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      return json(400, { status: 'error', message: 'Invalid JSON' });
    }
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: req.url ?? '/', pathname: url.pathname, headers: req.headers, body });

    const fault = this.faults.find(
      (f) => (f.method === undefined || f.method === method) && f.path.test(url.pathname),
    );
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
      if (fault.delayMs !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (req.socket.destroyed) return;
      } else if (!fault.hangAfterHandling) {
        return json(
          fault.status ?? 500,
          { status: 'error', message: 'Injected fault' },
          fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {},
        );
      }
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return json(401, { status: 'error', code: 10001, message: 'Unauthenticated.' });
    }
    const answer = this.route(method, url, body);
    if (fault?.hangAfterHandling) return; // handled, never answered
    return json(answer.status, answer.body);
  }

  private route(method: string, url: URL, body: unknown): { status: number; body: unknown } {
    const ok = (b: unknown) => ({ status: 200, body: b });
    const error = (status: number, message: string, reason?: string) => ({
      status,
      body: { status: 'error', code: 8000 + status, message, ...(reason ? { errors: { reason } } : {}) },
    });
    const p = url.pathname;
    const shop = `/v1/shops/${this.shopId}`;
    const b = (body ?? {}) as Record<string, unknown>;

    if (method === 'POST' && p === `${shop}/orders/shipping.json`) return this.shipping(b);
    // The shops of the token (the dev tools' vendor health probe).
    if (method === 'GET' && p === '/v1/shops.json') {
      return ok([
        { id: Number(this.shopId), title: 'PetArt test shop', sales_channel: 'custom_integration' },
      ]);
    }

    if (method === 'POST' && p === '/v1/uploads/images.json') {
      const fileName = typeof b.file_name === 'string' ? b.file_name : '';
      if (fileName === '' || (typeof b.url !== 'string' && typeof b.contents !== 'string')) {
        return error(400, 'Validation failed.', 'file_name and url or contents are required');
      }
      const id = randomBytes(12).toString('hex');
      const bytes = typeof b.contents === 'string' ? Buffer.from(b.contents, 'base64').length : undefined;
      this.uploads.set(id, {
        file_name: fileName,
        url: typeof b.url === 'string' ? b.url : undefined,
        bytes,
      });
      return ok({
        id,
        file_name: fileName,
        height: 0,
        width: 0,
        size: bytes ?? 0,
        mime_type: 'image/png',
        preview_url: `${this.origin}/uploads/${id}/${fileName}`,
        upload_time: new Date().toISOString(),
      });
    }

    const variantsMatch = /^\/v1\/catalog\/blueprints\/(\d+)\/print_providers\/(\d+)\/variants\.json$/.exec(
      p,
    );
    if (method === 'GET' && variantsMatch) {
      const list = this.catalog.get(`${variantsMatch[1]}:${variantsMatch[2]}`);
      if (!list) return error(404, 'Not found');
      return ok({ id: Number(variantsMatch[1]), title: 'Blueprint', variants: list });
    }

    if (method === 'POST' && p === `${shop}/orders.json`) return this.createOrder(b);
    if (method === 'GET' && p === `${shop}/orders.json`) {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10)));
      const all = [...this.orders.values()].reverse();
      return ok({
        current_page: page,
        last_page: Math.max(1, Math.ceil(all.length / limit)),
        data: all.slice((page - 1) * limit, page * limit).map((o) => this.view(o)),
      });
    }
    const orderMatch = new RegExp(`^${shop}/orders/([^/]+?)(/send_to_production|/cancel)?\\.json$`).exec(p);
    if (orderMatch) {
      const order = this.orders.get(orderMatch[1] ?? '');
      if (!order) return error(404, 'Order not found');
      const action = orderMatch[2];
      if (method === 'GET' && action === undefined) return ok(this.view(order));
      if (method === 'POST' && action === '/send_to_production') {
        if (order.status !== 'on-hold') return error(400, 'Order is already sent to production or canceled');
        order.status = 'in-production';
        order.sent_to_production_at = new Date().toISOString();
        return ok(this.view(order));
      }
      if (method === 'POST' && action === '/cancel') {
        if (!CANCELLABLE.has(order.status)) return error(400, 'Order can not be canceled');
        order.status = 'canceled';
        return ok(this.view(order));
      }
    }

    if (p === `${shop}/webhooks.json`) {
      if (method === 'GET') return ok([...this.webhooks.values()].map(({ secret: _s, ...w }) => w));
      if (method === 'POST') {
        if (typeof b.topic !== 'string' || typeof b.url !== 'string') return error(400, 'Validation failed.');
        const id = randomBytes(12).toString('hex');
        const hook = {
          id,
          topic: b.topic,
          url: b.url,
          shop_id: Number(this.shopId),
          secret: typeof b.secret === 'string' ? b.secret : undefined,
        };
        this.webhooks.set(id, hook);
        return ok({ id, topic: hook.topic, url: hook.url, shop_id: hook.shop_id });
      }
    }
    const hookMatch = new RegExp(`^${shop}/webhooks/([^/]+)\\.json$`).exec(p);
    if (hookMatch) {
      const hook = this.webhooks.get(hookMatch[1] ?? '');
      if (!hook) return error(404, 'Webhook not found');
      if (method === 'DELETE') {
        if (!url.searchParams.get('host')) return error(400, 'host is required');
        this.webhooks.delete(hook.id);
        return ok({ id: hook.id });
      }
      if (method === 'PUT') {
        if (typeof b.url === 'string') hook.url = b.url;
        return ok({ id: hook.id, topic: hook.topic, url: hook.url, shop_id: hook.shop_id });
      }
    }
    return error(404, 'Not found');
  }

  private createOrder(b: Record<string, unknown>): { status: number; body: unknown } {
    const error = (reason: string) => ({
      status: 400,
      body: { status: 'error', code: 8150, message: 'Validation failed.', errors: { reason } },
    });
    const items = b.line_items as Record<string, unknown>[] | undefined;
    const address = b.address_to as Record<string, unknown> | undefined;
    if (!Array.isArray(items) || items.length === 0) return error('line_items are required');
    if (!address || typeof address.country !== 'string' || typeof address.address1 !== 'string') {
      return error('address_to is incomplete');
    }
    for (const item of items) {
      const list = this.catalog.get(`${String(item.blueprint_id)}:${String(item.print_provider_id)}`) ?? [];
      const variant = list.find((v) => v.id === item.variant_id);
      if (!variant || !variant.is_available)
        return error(`Variant ${String(item.variant_id)} is not available`);
      const front = (item.print_areas as { front?: unknown } | undefined)?.front;
      if (typeof front !== 'string' || front === '') return error('print_areas.front is required');
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1)
        return error('quantity is invalid');
    }
    const id = randomBytes(12).toString('hex');
    const order: FakeOrder = {
      id,
      external_id: typeof b.external_id === 'string' ? b.external_id : undefined,
      label: typeof b.label === 'string' ? b.label : undefined,
      status: 'on-hold',
      line_items: items.map((item) => ({ ...item, status: 'on-hold' })),
      address_to: address,
      shipments: [],
      created_at: new Date().toISOString(),
      send_shipping_notification: b.send_shipping_notification as boolean | undefined,
      shipping_method: b.shipping_method as number | undefined,
      metadata: {
        order_type: 'external',
        shop_order_id: typeof b.external_id === 'string' ? b.external_id : undefined,
        shop_order_label: typeof b.label === 'string' ? b.label : undefined,
      },
    };
    this.orders.set(id, order);
    return { status: 200, body: { id } };
  }

  private view(order: FakeOrder): Record<string, unknown> {
    const { external_id: externalId, ...rest } = order;
    return this.echoExternalId ? { ...rest, external_id: externalId } : rest;
  }

  private shipping(b: Record<string, unknown>): { status: number; body: unknown } {
    const items = b.line_items as
      | { print_provider_id?: number; blueprint_id?: number; variant_id?: number; quantity?: number }[]
      | undefined;
    const address = b.address_to as { country?: string } | undefined;
    if (!Array.isArray(items) || items.length === 0 || !address?.country) {
      return { status: 400, body: { status: 'error', code: 8150, message: 'Validation failed.' } };
    }
    const perProvider = new Map<number, number>();
    for (const item of items) {
      const provider = Number(item.print_provider_id);
      if (!RATES[provider] || !item.blueprint_id || item.variant_id === undefined) {
        return { status: 400, body: { status: 'error', code: 8251, message: 'Item is not available.' } };
      }
      perProvider.set(provider, (perProvider.get(provider) ?? 0) + Number(item.quantity ?? 1));
    }
    const international = address.country === 'US' ? 1 : 2;
    let standard = 0;
    for (const [provider, quantity] of perProvider) {
      const rate = RATES[provider] ?? { first: 0, additional: 0 };
      standard += (rate.first + (quantity - 1) * rate.additional) * international;
    }
    if (this.shippingAnswer) return { status: 200, body: this.shippingAnswer };
    const economy = Math.round(standard * 0.8);
    if (!this.expressCountries.has(address.country)) return { status: 200, body: { standard, economy } };
    return {
      status: 200,
      body: {
        standard,
        express: standard * 2,
        priority: standard * 2,
        printify_express: standard * 3,
        economy,
      },
    };
  }
}

/** The shipping-calculation view the checkout tests use (same server, all endpoints). */
export type FakePrintify = PrintifyFake;

export async function startPrintifyFake(
  token = 'printify-test-token',
  shopId = '4242',
): Promise<PrintifyFake> {
  return new PrintifyFake(token, shopId).start();
}
