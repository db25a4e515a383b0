import {
  InvalidWebhookSignatureError,
  PRINT_TYPES,
  type FulfilmentAddress,
  type FulfilmentEvent,
  type FulfilmentLine,
  type FulfilmentOrder,
  type FulfilmentProvider,
  type FulfilmentSimulator,
  type FulfilmentShipment,
  type PrintTypeId,
  type PrintifyVariantRef,
  printifyVariantTitle,
  type ProviderVariant,
  type SimulatedParcel,
  SHIPPING_METHOD_LABELS,
  type ShippingMethod,
} from '@petart/domain';
import { eventKindOfPrintifyTopic, targetOfPrintifyStatus } from '../printify/printify-vocabulary';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  SimulatorOrdersRepository,
  type SimulatorRow,
  type StoredShipment,
} from './simulator-orders.repository';

export interface LocalFulfilmentSimulatorOptions {
  /** Where the shop is reachable: the carrier's tracking page lives at `${publicUrl}/api/carrier/track/{number}`. */
  publicUrl: string;
  /** Secret of the X-Pfy-Signature HMAC of the simulator's webhooks. */
  webhookSecret: string;
  /** Seconds between two steps of an order released to production. */
  stepSeconds: number;
  /** Resolution of the simulator catalog's print areas (Printify's are 300 dpi). */
  printDpi?: number;
}

/** The carrier the simulator ships with. */
export const SIMULATOR_CARRIER = 'PetArt Post';

/** A webhook ready for the shop's handler: the exact raw body and its signature header. */
export type SimulatorWebhookSink = (rawBody: Buffer, signature: string) => Promise<unknown>;

/**
 * The simulator's order id: `local-` and the first 8 characters of the external id (the order hash); a reprint's
 * external id (`<hash>-reprint-<claim>`) adds its claim part, so it never takes its original's id.
 */
export function simulatorOrderId(externalId: string): string {
  const reprint = /-reprint-([0-9a-z]+)$/i.exec(externalId);
  // A name change's replacement (`<hash>-r<n>`) is an order of its own.
  const revision = reprint ? null : /-r([0-9]+)$/.exec(externalId);
  return `local-${externalId.slice(0, 8)}${reprint ? `-r${reprint[1]}` : ''}${revision ? `-v${revision[1]}` : ''}`;
}

/** The customer-facing parcel status of each simulator state. */
const PARCEL_STATUS: Readonly<Record<string, string>> = {
  'on-hold': 'Order received, waiting for production',
  'in-production': 'Being printed',
  fulfilled: 'In transit',
  canceled: 'Cancelled',
};

/**
 * Local print-on-demand simulator (FULFILMENT_PROVIDER=local): a person running `npm start` sees an order travel.
 * It accepts an order on hold; once sent to production it moves one step every `stepSeconds`: in production
 * (webhook order:sent-to-production), shipped with carrier 'PetArt Post', a tracking number and a tracking page the
 * shop serves (order:shipment:created), delivered (order:shipment:delivered). Its state is a PostgreSQL table of its
 * own (a restart loses nothing); its steps are delivered as webhooks in Printify's body shape, signed with
 * X-Pfy-Signature, through the very same handler as Printify's (the sink, called in-process). Idempotent by external
 * id. {@link tick} is driven by a ticker that runs on one replica at a time (and directly by tests).
 */
export class LocalFulfilmentSimulator implements FulfilmentProvider, FulfilmentSimulator {
  private sink: SimulatorWebhookSink | undefined;
  private readonly orders: SimulatorOrdersRepository;

  constructor(
    dataSource: DataSource,
    private readonly options: LocalFulfilmentSimulatorOptions,
  ) {
    this.orders = new SimulatorOrdersRepository(dataSource);
  }

  /** Where the simulator delivers its webhooks (the shop's webhook use case). */
  deliverTo(sink: SimulatorWebhookSink): void {
    this.sink = sink;
  }

  get stepSeconds(): number {
    return this.options.stepSeconds;
  }

  async submitOrder(args: {
    externalId: string;
    label: string;
    address: FulfilmentAddress;
    lines: FulfilmentLine[];
    shippingMethod?: ShippingMethod;
  }): Promise<FulfilmentOrder> {
    const existing = await this.orders.byExternalId(args.externalId);
    if (existing) return this.toOrder(existing);
    if (args.lines.length === 0) throw new Error('An order needs at least one line');
    if (args.address.address1.trim() === '' || args.address.countryCode.trim() === '') {
      throw new Error('The shipping address is incomplete');
    }
    const lines = args.lines.map((l) => ({
      lineId: l.lineId,
      printType: l.printType,
      printSize: l.printSize,
      quantity: l.quantity,
      printFileUrl: l.printFile.url,
    }));
    await this.orders.insertOnHold({
      id: simulatorOrderId(args.externalId),
      external_id: args.externalId,
      label: args.label.slice(0, 200),
      lines,
      address: args.address,
      shipping_method: args.shippingMethod ?? 'standard',
    });
    const created = await this.orders.byExternalId(args.externalId);
    if (!created) throw new Error('Simulator order was not stored');
    return this.toOrder(created);
  }

  /**
   * Releases an on-hold order: its first step (in production) comes `stepSeconds` later; until then it still reads
   * 'on-hold' (a simplification of Printify's short 'sending-to-production'), but can no longer be cancelled.
   * Idempotent.
   */
  async sendToProduction(providerOrderId: string): Promise<FulfilmentOrder> {
    await this.orders.release(providerOrderId, this.options.stepSeconds);
    const order = await this.getOrder(providerOrderId);
    // As Printify: a cancelled order is refused (e.g. one a name change replaced meanwhile; the caller's retry
    // releases the replacement).
    if (order.status === 'canceled') throw new Error('The order is canceled');
    return order;
  }

  async findOrderByExternalId(externalId: string): Promise<FulfilmentOrder | undefined> {
    const row = await this.orders.byExternalId(externalId);
    return row ? this.toOrder(row) : undefined;
  }

  async getOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    const row = await this.orders.byId(providerOrderId);
    if (!row) throw new Error(`Unknown order ${providerOrderId}`);
    return this.toOrder(row);
  }

  async cancelOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    const cancelled = await this.orders.cancelIfOnHold(providerOrderId);
    if (!cancelled) {
      if (!(await this.orders.byId(providerOrderId))) throw new Error(`Unknown order ${providerOrderId}`);
      throw new Error('The order is already in production');
    }
    return this.getOrder(providerOrderId);
  }

  async updateAddress(providerOrderId: string, address: FulfilmentAddress): Promise<FulfilmentOrder> {
    if (!(await this.orders.updateAddressIfOnHold(providerOrderId, address))) {
      if (!(await this.orders.byId(providerOrderId))) throw new Error(`Unknown order ${providerOrderId}`);
      throw new Error('The order is already in production');
    }
    return this.getOrder(providerOrderId);
  }

  /** Verifies `sha256=<hex>` (HMAC-SHA256 of the raw body) in constant time and parses Printify's body shape. */
  parseWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<FulfilmentEvent> {
    const expected = Buffer.from(this.sign(Buffer.from(rawBody)));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return Promise.reject(new InvalidWebhookSignatureError());
    }
    try {
      return Promise.resolve(
        parsePrintifyWebhook(JSON.parse(Buffer.from(rawBody).toString('utf8')) as unknown),
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** The simulator's catalog: the domain catalogue's variants with the 300 DPI pixel size of each print area. */
  listVariants(ref: { blueprintId: number; printProviderId: number }): Promise<ProviderVariant[]> {
    const variants: ProviderVariant[] = [];
    for (const type of PRINT_TYPES) {
      for (const size of type.sizes) {
        const v = size.printify;
        if (v.blueprintId !== ref.blueprintId || v.printProviderId !== ref.printProviderId) continue;
        variants.push({
          id: v.variantId,
          // Printify's title for the size (finish and orientation included), so that the print file generator
          // matches it and draws the file at this catalog's placeholder size.
          title: printifyVariantTitle(type.value, size.value),
          isAvailable: true,
          placeholders: [
            {
              position: 'front',
              width: Math.round(size.widthIn * (this.options.printDpi ?? 300)),
              height: Math.round(size.heightIn * (this.options.printDpi ?? 300)),
            },
          ],
        });
      }
    }
    return Promise.resolve(variants);
  }

  verifyVariants(
    variants: { printType: PrintTypeId; size: string; variant: PrintifyVariantRef }[],
  ): Promise<
    { printType: PrintTypeId; size: string; configuredId: number; exists: boolean; apiTitle?: string }[]
  > {
    return Promise.resolve(
      variants.map((v) => ({
        printType: v.printType,
        size: v.size,
        configuredId: v.variant.variantId,
        exists: true,
        apiTitle: `${v.size.replace('x', '″ x ')}″`,
      })),
    );
  }

  /**
   * Moves every released order whose step is due (at `now`) one step on, then delivers the matching webhooks after
   * the state is committed. Rows are claimed with SKIP LOCKED, so two tickers never move the same order twice.
   * Returns the number of steps taken. `onlyIds` limits the tick to some provider orders (tests sharing a database).
   */
  async tick(now: Date = new Date(), onlyIds?: readonly string[]): Promise<number> {
    const webhooks: { type: string; row: SimulatorRow; shipment?: StoredShipment }[] = [];
    await this.orders.stepDue(now, onlyIds, async (manager, due) => {
      const next = new Date(now.getTime() + this.options.stepSeconds * 1000);
      for (const row of due) {
        if (row.status === 'on-hold') {
          row.status = 'in-production';
          row.sent_to_production_at = now;
          await this.orders.markInProduction(manager, row.id, now, next);
          webhooks.push({ type: 'order:sent-to-production', row });
        } else if (row.status === 'in-production') {
          const number = `PA${randomBytes(6).toString('hex').toUpperCase()}`;
          const shipment: StoredShipment = {
            carrier: SIMULATOR_CARRIER,
            number,
            url: `${this.options.publicUrl}/api/carrier/track/${number}`,
            shipped_at: now.toISOString(),
            delivered_at: null,
            line_ids: row.lines.map((l) => l.lineId),
          };
          row.status = 'fulfilled';
          row.fulfilled_at = now;
          row.shipments = [shipment];
          // An express parcel is on the road half as long.
          const arrives =
            row.shipping_method === 'express'
              ? new Date(now.getTime() + Math.ceil(this.options.stepSeconds / 2) * 1000)
              : next;
          await this.orders.markShipped(manager, row.id, now, row.shipments, arrives);
          webhooks.push({ type: 'order:shipment:created', row, shipment });
        } else if (row.status === 'fulfilled') {
          row.shipments = row.shipments.map((s) => ({
            ...s,
            delivered_at: s.delivered_at ?? now.toISOString(),
          }));
          await this.orders.markDelivered(manager, row.id, row.shipments);
          webhooks.push({ type: 'order:shipment:delivered', row, shipment: row.shipments[0] });
        } else {
          await this.orders.stopStepping(manager, row.id);
        }
      }
    });
    for (const webhook of webhooks) await this.deliver(webhook.type, webhook.row, webhook.shipment, now);
    return webhooks.length;
  }

  /** The carrier's view of a parcel (the tracking page), or undefined for an unknown tracking number. */
  async trackParcel(trackingNumber: string): Promise<SimulatedParcel | undefined> {
    const row = await this.orders.byTrackingNumber(trackingNumber);
    const shipment = row?.shipments.find((s) => s.number === trackingNumber);
    if (!row || !shipment) return undefined;
    return {
      trackingNumber,
      carrier: SIMULATOR_CARRIER,
      status: shipment.delivered_at ? 'Delivered' : (PARCEL_STATUS[row.status] ?? 'In transit'),
      shippedAt: shipment.shipped_at,
      deliveredAt: shipment.delivered_at,
      label: row.label,
      service: SHIPPING_METHOD_LABELS[row.shipping_method],
    };
  }

  private async deliver(type: string, row: SimulatorRow, shipment: StoredShipment | undefined, now: Date) {
    const body = Buffer.from(
      JSON.stringify({
        id: randomUUID(),
        type,
        created_at: now.toISOString(),
        resource: {
          id: row.id,
          type: 'order',
          data: {
            shop_id: 0,
            status: row.status,
            external_id: row.external_id,
            ...(shipment
              ? {
                  carrier: {
                    code: shipment.carrier,
                    tracking_number: shipment.number,
                    tracking_url: shipment.url,
                  },
                  shipped_at: shipment.shipped_at,
                  ...(shipment.delivered_at ? { delivered_at: shipment.delivered_at } : {}),
                  line_ids: shipment.line_ids,
                }
              : {}),
          },
        },
      }),
    );
    // A failed delivery is not retried: the shop's scheduled sync reads the simulator's state anyway.
    await this.sink?.(body, this.sign(body)).catch(() => undefined);
  }

  /** `sha256=<hex>` HMAC of a body (what Printify sends in X-Pfy-Signature). */
  sign(body: Buffer): string {
    return `sha256=${createHmac('sha256', this.options.webhookSecret).update(body).digest('hex')}`;
  }

  private toOrder(row: SimulatorRow): FulfilmentOrder {
    return {
      providerOrderId: row.id,
      providerOrderNumber: row.id,
      externalId: row.external_id,
      status: row.status,
      target: targetOfPrintifyStatus(row.status),
      shipments: row.shipments.map((s) => ({
        carrier: s.carrier,
        trackingNumber: s.number,
        trackingUrl: s.url,
        shippedAt: new Date(s.shipped_at),
        ...(s.delivered_at ? { deliveredAt: new Date(s.delivered_at) } : {}),
        lineIds: s.line_ids,
      })),
      ...(row.sent_to_production_at ? { sentToProductionAt: new Date(row.sent_to_production_at) } : {}),
      ...(row.fulfilled_at ? { fulfilledAt: new Date(row.fulfilled_at) } : {}),
    };
  }
}

/** Printify's webhook body (`{id, type, created_at, resource: {id, type, data}}`) as a FulfilmentEvent. */
export function parsePrintifyWebhook(body: unknown): FulfilmentEvent {
  const b = body as {
    id?: unknown;
    type?: unknown;
    resource?: { id?: unknown; data?: Record<string, unknown> | null };
  } | null;
  if (!b || typeof b.id !== 'string' || typeof b.type !== 'string' || !b.resource) {
    throw new Error('Not a Printify webhook body');
  }
  const data = b.resource.data ?? {};
  const carrier = data.carrier as
    { code?: string; tracking_number?: string; tracking_url?: string } | undefined;
  const date = (v: unknown): Date | undefined =>
    typeof v === 'string' && v !== '' ? new Date(v) : undefined;
  const shipment: FulfilmentShipment | undefined = carrier
    ? {
        ...(carrier.code ? { carrier: carrier.code } : {}),
        ...(carrier.tracking_number ? { trackingNumber: carrier.tracking_number } : {}),
        ...(carrier.tracking_url ? { trackingUrl: carrier.tracking_url } : {}),
        ...(date(data.shipped_at) ? { shippedAt: date(data.shipped_at) } : {}),
        ...(date(data.delivered_at) ? { deliveredAt: date(data.delivered_at) } : {}),
        ...(Array.isArray(data.line_ids) ? { lineIds: data.line_ids as string[] } : {}),
      }
    : undefined;
  return {
    webhookId: b.id,
    eventType: b.type,
    kind: eventKindOfPrintifyTopic(b.type),
    providerOrderId:
      typeof b.resource.id === 'string' || typeof b.resource.id === 'number' ? String(b.resource.id) : '',
    ...(typeof data.external_id === 'string' ? { externalId: data.external_id } : {}),
    ...(typeof data.status === 'string'
      ? { status: data.status, target: targetOfPrintifyStatus(data.status) }
      : {}),
    ...(shipment ? { shipment } : {}),
    payload: body,
  };
}

/** The simulator's webhook secret, derived from the shop's JWT secret (stable across restarts, never configured). */
export function simulatorWebhookSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('petart:fulfilment-simulator:webhook').digest('hex');
}
