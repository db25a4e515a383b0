import {
  AddressChangeUnsupportedError,
  InvalidWebhookSignatureError,
  printifyVariantTitle,
  samePrintifyTitle,
  UnconfirmedVariantError,
  unconfirmedPrintifyVariants,
  type FulfilmentAddress,
  type FulfilmentEvent,
  type FulfilmentLine,
  type FulfilmentOrder,
  type FulfilmentProvider,
  type FulfilmentShipment,
  type PrintTypeId,
  type PrintifyVariantRef,
  type ProviderVariant,
  type ShippingMethod,
} from '@petart/domain';
import {
  eventKindOfPrintifyTopic,
  PRINTIFY_SHIPPING_METHOD,
  targetOfPrintifyStatus,
} from '../printify/printify-vocabulary';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PrintifyCatalog, type ConfirmedVariant } from '../printify/printify-catalog';
import { PrintifyApiError, type PrintifyClient } from '../printify/printify-client';

export type { ConfirmedVariant };

/** Printify's order as GET /shops/{shop}/orders/{id}.json answers it (the fields we read; vendors.md §2.5-2.6). */
interface PrintifyOrderBody {
  id: string;
  external_id?: string;
  label?: string;
  status?: string;
  metadata?: { shop_order_id?: string | number; shop_order_label?: string };
  shipments?: {
    carrier?: string;
    number?: string;
    url?: string;
    delivered_at?: string;
    shipped_at?: string;
  }[];
  line_items?: {
    variant_id?: number;
    status?: string;
    sent_to_production_at?: string;
    fulfilled_at?: string;
  }[];
  created_at?: string;
  sent_to_production_at?: string;
  fulfilled_at?: string;
}

/** Printify refused to cancel (the order is in production or further). */
export class OrderNotCancellableError extends Error {
  override readonly name = 'OrderNotCancellableError';
  constructor(
    readonly providerOrderId: string,
    readonly status: string,
  ) {
    super(
      `Printify order ${providerOrderId} cannot be cancelled: it is ${status} (only on-hold orders can be cancelled)`,
    );
  }
}

export interface PrintifyFulfilmentOptions {
  shopId: string;
  /** PRINTIFY_WEBHOOK_SECRET: the `secret` the webhooks were registered with. */
  webhookSecret: string;
  /** How long the catalog variants of a blueprint/provider are reused (default 24 h: refreshed daily). */
  variantCacheMs?: number;
  /** Pages of recent orders searched for an external id (default 5 x 50 orders). */
  lookupPages?: number;
  /** Attempts at creating an order when Printify gives no answer or a 5xx (default 3). */
  createAttempts?: number;
  /** Pause between those attempts (default 2 s; tests use 0). */
  createRetryDelayMs?: number;
  now?: () => number;
}

/** Statuses from which send-to-production has nothing left to do. */
const ALREADY_SENT = new Set([
  'sending-to-production',
  'in-production',
  'fulfilled',
  'partially-fulfilled',
  'had-issues',
]);
/** Statuses Printify lets an order be cancelled from (vendors.md §2.3). */
const CANCELLABLE = new Set(['on-hold', 'payment-not-received', 'pending']);

/**
 * The FulfilmentProvider on Printify's REST API v1 (vendors.md §2): print files uploaded (`POST /uploads/images.json`,
 * by URL or, for small files, base64), the order created on hold with our order hash as `external_id`, one line item
 * per line (blueprint, provider, confirmed variant, `print_areas.front` = the uploaded image, mirror edges for
 * canvas), then sent to production separately. Every variant is confirmed on Printify's catalog before an order is
 * sent (configured id with the expected title and available, else the exact title); otherwise the order is refused
 * with UnconfirmedVariantError. Orders are never created twice for one external id: looked up before creating, and
 * looked up again when a create got no answer.
 */
export class PrintifyFulfilmentProvider implements FulfilmentProvider {
  private readonly catalog: PrintifyCatalog;

  constructor(
    private readonly client: PrintifyClient,
    private readonly options: PrintifyFulfilmentOptions,
    catalog?: PrintifyCatalog,
  ) {
    this.catalog =
      catalog ?? new PrintifyCatalog(client, { cacheMs: options.variantCacheMs, now: options.now });
  }

  /** Catalogue sizes research did not confirm (logged as a warning at start-up; resolved by title at run time). */
  static unconfirmedCatalogueVariants(): string[] {
    return unconfirmedPrintifyVariants().map(
      (v) =>
        `${v.printType} ${v.size} (${v.variantId === 0 ? 'no id' : `id ${v.variantId} unconfirmed for this provider`}; ` +
        `matched by title "${printifyVariantTitle(v.printType, v.size)}")`,
    );
  }

  async submitOrder(args: {
    externalId: string;
    label: string;
    address: FulfilmentAddress;
    lines: FulfilmentLine[];
    shippingMethod?: ShippingMethod;
  }): Promise<FulfilmentOrder> {
    const existing = await this.findOrderByExternalId(args.externalId);
    if (existing) return existing;
    if (args.lines.length === 0) throw new Error('An order needs at least one line');
    // Every variant first: nothing is uploaded for an order that cannot be sent.
    const variants = await Promise.all(
      args.lines.map((line) => this.confirmVariant(line.printType, line.printSize, line.variant)),
    );
    const lineItems = [];
    for (const [index, line] of args.lines.entries()) {
      const image = await this.uploadPrintFile(line);
      lineItems.push({
        blueprint_id: line.variant.blueprintId,
        print_provider_id: line.variant.printProviderId,
        variant_id: variants[index]?.variantId,
        // The uploaded copy at Printify (its preview_url) rather than our signed URL: it never expires.
        print_areas: { front: image.preview_url ?? line.printFile.url },
        quantity: line.quantity,
        ...(line.mirrorEdges ? { print_details: { print_on_side: 'mirror' } } : {}),
      });
    }
    const body = {
      external_id: args.externalId,
      label: args.label,
      line_items: lineItems,
      shipping_method: PRINTIFY_SHIPPING_METHOD[args.shippingMethod ?? 'standard'],
      send_shipping_notification: false,
      address_to: addressTo(args.address),
    };
    const attempts = Math.max(1, this.options.createAttempts ?? 3);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const created = await this.client.post<{ id: string }>(this.shopPath('/orders.json'), body, {
          idempotent: false,
        });
        return await this.getOrder(created.id).catch(() => ({
          providerOrderId: created.id,
          externalId: args.externalId,
          status: 'on-hold',
          target: targetOfPrintifyStatus('on-hold'),
          shipments: [],
        }));
      } catch (error) {
        const unknownOutcome = error instanceof PrintifyApiError && (error.unanswered || error.status >= 500);
        if (!unknownOutcome) throw error;
        // The create may have happened: look before trying again.
        const found = await this.findOrderByExternalId(args.externalId);
        if (found) return found;
        if (attempt >= attempts) throw error;
        await sleep(this.options.createRetryDelayMs ?? 2000);
      }
    }
  }

  async sendToProduction(providerOrderId: string): Promise<FulfilmentOrder> {
    try {
      await this.client.post(
        this.shopPath(`/orders/${enc(providerOrderId)}/send_to_production.json`),
        {},
        {
          idempotent: false,
        },
      );
    } catch (error) {
      if (!(error instanceof PrintifyApiError) || error.status === 0 || error.status >= 500) throw error;
      // Refused: fine when the order is already on its way (idempotent for the caller).
      const order = await this.getOrder(providerOrderId);
      if (ALREADY_SENT.has(order.status)) return order;
      throw error;
    }
    return this.getOrder(providerOrderId);
  }

  async findOrderByExternalId(externalId: string): Promise<FulfilmentOrder | undefined> {
    // Printify's order list has no external-id filter (vendors.md §2.3: page, status, sku): scan the newest pages.
    const pages = Math.max(1, this.options.lookupPages ?? 5);
    for (let page = 1; page <= pages; page += 1) {
      const answer = await this.client.get<{ data?: PrintifyOrderBody[]; last_page?: number }>(
        this.shopPath(`/orders.json?page=${page}&limit=50`),
      );
      const match = (answer.data ?? []).find(
        (o) => o.external_id === externalId || String(o.metadata?.shop_order_id ?? '') === externalId,
      );
      if (match) return mapOrder(match);
      if ((answer.data ?? []).length === 0 || page >= (answer.last_page ?? 1)) return undefined;
    }
    return undefined;
  }

  async getOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    return mapOrder(
      await this.client.get<PrintifyOrderBody>(this.shopPath(`/orders/${enc(providerOrderId)}.json`)),
    );
  }

  async cancelOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    const current = await this.getOrder(providerOrderId);
    if (current.status === 'canceled') return current;
    if (!CANCELLABLE.has(current.status)) throw new OrderNotCancellableError(providerOrderId, current.status);
    try {
      await this.client.post(
        this.shopPath(`/orders/${enc(providerOrderId)}/cancel.json`),
        {},
        {
          idempotent: false,
        },
      );
    } catch (error) {
      if (error instanceof PrintifyApiError && error.status >= 400 && error.status < 500) {
        const after = await this.getOrder(providerOrderId);
        if (after.status === 'canceled') return after;
        throw new OrderNotCancellableError(providerOrderId, after.status);
      }
      throw error;
    }
    return this.getOrder(providerOrderId);
  }

  /**
   * Printify's API has no address update for an order it holds (vendors.md 2.3 lists create, send to production, get
   * and cancel only): refused, so staff cancel and place the order again (docs/decisions.md D-146).
   */
  updateAddress(): Promise<FulfilmentOrder> {
    return Promise.reject(new AddressChangeUnsupportedError('Printify'));
  }

  parseWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<FulfilmentEvent> {
    try {
      return Promise.resolve(this.parseWebhookSync(rawBody, signature));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private parseWebhookSync(rawBody: Uint8Array, signature: string | undefined): FulfilmentEvent {
    const given = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '')?.[1];
    if (!given) throw new InvalidWebhookSignatureError('Missing or malformed X-Pfy-Signature');
    const expected = createHmac('sha256', this.options.webhookSecret).update(rawBody).digest();
    const actual = Buffer.from(given, 'hex');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw new InvalidWebhookSignatureError('Wrong X-Pfy-Signature');
    }
    let payload: {
      id?: unknown;
      type?: unknown;
      resource?: { id?: unknown; type?: unknown; data?: Record<string, unknown> | null };
    };
    try {
      payload = JSON.parse(Buffer.from(rawBody).toString('utf8')) as typeof payload;
    } catch {
      throw new Error('The Printify webhook body is not JSON');
    }
    if (typeof payload.id !== 'string' || typeof payload.type !== 'string' || !payload.resource) {
      throw new Error('The Printify webhook has no id, type or resource');
    }
    const data = payload.resource.data ?? {};
    const str = (v: unknown): string | undefined =>
      typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
    const date = (v: unknown): Date | undefined => {
      const text = str(v);
      if (text === undefined) return undefined;
      const parsed = new Date(text.replace(' ', 'T'));
      return Number.isNaN(parsed.getTime()) ? undefined : parsed;
    };
    let shipment: FulfilmentShipment | undefined;
    if (payload.type.startsWith('order:shipment:')) {
      // Unconfirmed shape (vendors.md §2.6): carrier may be a code or {code, tracking_number, tracking_url}.
      const carrier = data.carrier as
        { code?: unknown; tracking_number?: unknown; tracking_url?: unknown } | string;
      const c = typeof carrier === 'object' && carrier !== null ? carrier : undefined;
      shipment = {
        carrier: str(c ? c.code : carrier),
        trackingNumber: str(c?.tracking_number ?? data.tracking_number),
        trackingUrl: str(c?.tracking_url ?? data.tracking_url),
        shippedAt: date(data.shipped_at),
        deliveredAt: date(data.delivered_at),
      };
    }
    const metadata = data.metadata as { shop_order_id?: unknown } | undefined;
    return {
      webhookId: payload.id,
      eventType: payload.type,
      kind: eventKindOfPrintifyTopic(payload.type),
      providerOrderId: str(payload.resource.id) ?? '',
      externalId: str(data.external_id) ?? str(metadata?.shop_order_id),
      status: str(data.status),
      target: targetOfPrintifyStatus(str(data.status)),
      shipment,
      payload,
    };
  }

  listVariants(ref: { blueprintId: number; printProviderId: number }): Promise<ProviderVariant[]> {
    return this.catalog.listVariants(ref);
  }

  /**
   * See {@link PrintifyCatalog.confirmVariant}. A refusal is not cached: the blueprint's variants are dropped, so a
   * resubmission after the variant is back at Printify (in stock again, title fixed) asks Printify afresh instead of
   * being refused from the day-long cache (the print file is sized from the same list).
   */
  async confirmVariant(
    printType: PrintTypeId,
    size: string,
    ref: PrintifyVariantRef,
  ): Promise<ConfirmedVariant> {
    try {
      return await this.catalog.confirmVariant(printType, size, ref);
    } catch (error) {
      if (error instanceof UnconfirmedVariantError) this.catalog.forget(ref);
      throw error;
    }
  }

  async verifyVariants(
    variants: { printType: PrintTypeId; size: string; variant: PrintifyVariantRef }[],
  ): Promise<
    { printType: PrintTypeId; size: string; configuredId: number; exists: boolean; apiTitle?: string }[]
  > {
    return Promise.all(
      variants.map(async (v) => {
        const list = await this.listVariants(v.variant);
        const expected = printifyVariantTitle(v.printType, v.size);
        const byId = list.find((x) => x.id === v.variant.variantId && v.variant.variantId !== 0);
        const byTitle = list.find((x) => samePrintifyTitle(x.title, expected));
        return {
          printType: v.printType,
          size: v.size,
          configuredId: v.variant.variantId,
          exists: byId !== undefined,
          apiTitle: (byId ?? byTitle)?.title,
        };
      }),
    );
  }

  private async uploadPrintFile(line: FulfilmentLine): Promise<{ id: string; preview_url?: string }> {
    const { printFile } = line;
    const body =
      printFile.contentBase64 !== undefined
        ? { file_name: printFile.fileName, contents: printFile.contentBase64 }
        : { file_name: printFile.fileName, url: printFile.url };
    // An upload creates nothing that matters twice: repeating one after a timeout is harmless.
    return this.client.post<{ id: string; preview_url?: string }>('/uploads/images.json', body, {
      idempotent: true,
    });
  }

  private shopPath(path: string): string {
    return `/shops/${enc(this.options.shopId)}${path}`;
  }
}

function enc(value: string): string {
  return encodeURIComponent(value);
}

function addressTo(address: FulfilmentAddress): Record<string, string> {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    email: address.email,
    phone: address.phone ?? '',
    country: address.countryCode.toUpperCase(),
    region: address.region ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    zip: address.zip,
  };
}

function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const parsed = new Date(value.replace(' ', 'T'));
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function mapOrder(body: PrintifyOrderBody): FulfilmentOrder {
  const firstLineDate = (key: 'sent_to_production_at' | 'fulfilled_at'): string | undefined =>
    body.line_items?.map((l) => l[key]).find((v) => v !== undefined && v !== null && v !== '');
  return {
    providerOrderId: body.id,
    providerOrderNumber: body.label ?? body.metadata?.shop_order_label,
    externalId: body.external_id ?? (body.metadata?.shop_order_id as string | undefined),
    status: body.status ?? 'pending',
    target: targetOfPrintifyStatus(body.status ?? 'pending'),
    shipments: (body.shipments ?? []).map((s) => ({
      carrier: s.carrier,
      trackingNumber: s.number,
      trackingUrl: s.url,
      shippedAt: parseDate(s.shipped_at),
      deliveredAt: parseDate(s.delivered_at),
    })),
    sentToProductionAt: parseDate(body.sent_to_production_at ?? firstLineDate('sent_to_production_at')),
    fulfilledAt: parseDate(body.fulfilled_at ?? firstLineDate('fulfilled_at')),
  };
}
