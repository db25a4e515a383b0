import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  fulfilmentTargetOf,
  InvalidWebhookSignatureError,
  type FulfilmentEvent,
  type FulfilmentOrder,
  type FulfilmentProvider,
  type FulfilmentShipment,
  type FulfilmentTarget,
  type OrderEventSource,
} from '@petart/domain';
import { CLOCK, FULFILMENT_PROVIDER, type Clock } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import {
  OrderLifecycle,
  OrdersRepository,
  ProviderOrders,
  type OrderRecord,
  type ProviderOrderRecord,
} from '../orders';
import { JobQueue } from '../../platform/jobs/job-queue';
import { PrintifyWebhooksRepository } from './printify-webhooks.repository';

/** Targets that come with parcels: their tracking is read from the provider's order before the status moves. */
const SHIPMENT_TARGETS: ReadonlySet<FulfilmentTarget> = new Set([
  'partially_shipped',
  'shipped',
  'delivered',
]);

/** What happened to one received webhook. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'unknown_order' | 'ignored' | 'failed';

/**
 * Tracking: provider webhooks and the scheduled sync bring orders up to date through the same code (the domain's
 * fulfilment state machine, via OrderLifecycle.changeFulfilment), so a duplicated, late or out-of-order event is
 * harmless and a missed webhook costs at most one sync interval. Provider reads happen outside any transaction.
 */
@Injectable()
export class FulfilmentTrackingService {
  private readonly logger = new Logger(FulfilmentTrackingService.name);

  constructor(
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly providerOrders: ProviderOrders,
    private readonly webhooks: PrintifyWebhooksRepository,
    private readonly outbox: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A provider webhook: verified over the raw body (wrong or missing signature: 401, nothing stored), stored once by
   * its id (a duplicate does nothing), then processed. A processing failure is recorded on the webhook row and still
   * answered 200: the provider's retry would be a duplicate anyway, and the sync repairs the order.
   */
  async receive(
    rawBody: Uint8Array,
    signature: string | undefined,
    source: OrderEventSource = 'webhook',
  ): Promise<WebhookOutcome> {
    let event: FulfilmentEvent;
    try {
      event = await this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidWebhookSignatureError) {
        throw new AppError('WEBHOOK.SIGNATURE_UNAUTHORIZED', 'Invalid webhook signature');
      }
      throw new AppError('WEBHOOK.PAYLOAD_INVALID', 'Invalid webhook payload');
    }
    const stored = await this.webhooks.storeOnce(event);
    if (!stored) return 'duplicate';
    try {
      const outcome = await this.process(event, source);
      await this.webhooks.markProcessed(stored, outcome === 'unknown_order' ? 'No order matches' : undefined);
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Webhook ${event.webhookId} (${event.eventType}) failed: ${message}`);
      await this.webhooks.markProcessed(stored, message);
      return 'failed';
    }
  }

  /**
   * Routes an event by the provider order it names: a reprint moves on its own, a provider order a name change replaced
   * moves nothing (its cancellation is not the order's), an order's current one moves the order. An event before the
   * submission's answer was recorded names no known provider id yet: it is found by our external id (the order hash).
   */
  private async process(event: FulfilmentEvent, source: OrderEventSource): Promise<WebhookOutcome> {
    if (!event.kind) return 'ignored';
    const providerOrder = await this.providerOrders.find(event.providerOrderId, event.externalId);
    if (providerOrder?.kind === 'reprint') {
      await this.trackReprint(providerOrder, event);
      return 'processed';
    }
    if (providerOrder?.replacedAt) return 'ignored';
    const order = providerOrder
      ? await this.orders.findById(providerOrder.orderId)
      : await this.orders.findByProviderRef(event.providerOrderId, event.externalId);
    if (!order) return 'unknown_order';
    const ids = order.printifyOrderId ? {} : { providerOrderId: event.providerOrderId };
    switch (event.kind) {
      case 'created':
        await this.apply(order, 'submitted', source, ids);
        break;
      case 'sent_to_production':
        await this.apply(order, 'in_production', source, ids);
        break;
      case 'updated': {
        const target = event.target;
        // A status that means parcels (fulfilled, ...) is applied from the re-read order, shipments first: else the
        // one shipped email would go out without tracking when this event beats the shipment-created event.
        if (target && !(SHIPMENT_TARGETS.has(target) && order.printifyOrderId)) {
          await this.apply(order, target, source, ids);
        } else await this.syncOrder(order, source);
        break;
      }
      case 'shipment_created':
      case 'shipment_delivered': {
        // The event body is not trusted for shipments: the order is re-read (vendors §2.6).
        await this.applyProviderOrder(
          order,
          await this.provider.getOrder(event.providerOrderId),
          source,
          event,
        );
        break;
      }
    }
    return 'processed';
  }

  /** Re-reads one order at the provider and applies it (sync, order:updated without a status). */
  async syncOrder(order: OrderRecord, source: OrderEventSource = 'sync'): Promise<void> {
    if (!order.printifyOrderId) return;
    const current = await this.provider.getOrder(order.printifyOrderId);
    await this.applyProviderOrder(order, current, source);
  }

  /** The orders staff selected, re-read now; an order not at the provider (or unknown) is skipped. */
  async syncSelected(
    orderIds: readonly string[],
    source: OrderEventSource = 'admin',
  ): Promise<{ synced: number; failed: number; skipped: number }> {
    const unique = [...new Set(orderIds)];
    const atProvider = (await this.orders.findByIds(unique)).filter((order) => order.printifyOrderId);
    return { ...(await this.syncEach(atProvider, source)), skipped: unique.length - atProvider.length };
  }

  /** Every order at the provider not in a final state, brought up to date; one failure does not stop the others. */
  async syncAll(source: OrderEventSource = 'sync'): Promise<{ synced: number; failed: number }> {
    return this.syncEach(await this.orders.openAtProvider(), source);
  }

  private async syncEach(
    orders: readonly OrderRecord[],
    source: OrderEventSource,
  ): Promise<{ synced: number; failed: number }> {
    let synced = 0;
    let failed = 0;
    for (const order of orders) {
      try {
        await this.syncOrder(order, source);
        synced += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(
          `Sync of order ${order.orderHash} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { synced, failed };
  }

  /** Every reprint on its way, re-read at the provider (one failure does not stop the others). */
  async syncOpenReprints(): Promise<{ checked: number; changed: number }> {
    const open = await this.providerOrders.openReprints();
    let changed = 0;
    for (const reprint of open) {
      try {
        if (await this.trackReprint(reprint)) changed += 1;
      } catch (error) {
        this.logger.warn(
          `Sync of reprint ${reprint.providerOrderId} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { checked: open.length, changed };
  }

  /**
   * A reprint re-read at the provider (an event's body is not trusted: vendors §2.6) and moved through the state
   * machine; a shipment-delivered event counts its parcel as delivered even if the re-read order does not say so yet.
   */
  private async trackReprint(reprint: ProviderOrderRecord, event?: FulfilmentEvent): Promise<boolean> {
    const providerOrderId = reprint.providerOrderId ?? event?.providerOrderId;
    if (!providerOrderId) return false;
    const view = viewAfter(await this.provider.getOrder(providerOrderId), event, this.clock.now());
    return this.providerOrders.trackReprint(reprint.id, view.target, view.shipments, { providerOrderId });
  }

  /**
   * The provider's view of an order (after `event`, when one brought it): shipments upserted first, then the status
   * its parcels stand for through the state machine, then the delivery the event alone says.
   */
  private async applyProviderOrder(
    order: OrderRecord,
    current: FulfilmentOrder,
    source: OrderEventSource,
    event?: FulfilmentEvent,
  ) {
    const view = viewAfter(current, event, this.clock.now());
    await this.lifecycle.recordShipments(order.id, view.shipments);
    const byParcels = fulfilmentTargetOf({ ...current, shipments: view.shipments });
    if (byParcels) await this.apply(order, byParcels, source);
    if (view.target && view.target !== byParcels) await this.apply(order, view.target, source);
  }

  private async apply(
    order: OrderRecord,
    target: FulfilmentTarget,
    source: OrderEventSource,
    ids: { providerOrderId?: string } = {},
  ): Promise<void> {
    await this.lifecycle.changeFulfilment(order.id, target, source, ids);
  }
}

/**
 * A provider order as re-read after `event`: its parcels (a shipment-delivered event marks its parcel delivered) and
 * the target they stand for; a delivery event for an order with no parcel on record says delivered by itself.
 */
function viewAfter(
  current: FulfilmentOrder,
  event: FulfilmentEvent | undefined,
  now: Date,
): { shipments: FulfilmentShipment[]; target: FulfilmentTarget | undefined } {
  if (event?.kind !== 'shipment_delivered') {
    return { shipments: current.shipments, target: fulfilmentTargetOf(current) };
  }
  const shipments = markDelivered(current.shipments, event, now);
  if (shipments.length === 0 && current.target === 'shipped') return { shipments, target: 'delivered' };
  return { shipments, target: fulfilmentTargetOf({ ...current, shipments }) };
}

/**
 * A shipment-delivered event: the parcel the event names (by tracking number; the only one when it names none) counts
 * as delivered at the event's time (`now`, the app's clock, when the event gives none) even if the re-read order does
 * not say so yet.
 */
function markDelivered(
  shipments: FulfilmentShipment[],
  event: FulfilmentEvent,
  now: Date,
): FulfilmentShipment[] {
  const at = event.shipment?.deliveredAt ?? now;
  const number = event.shipment?.trackingNumber;
  if (shipments.length === 0) return event.shipment ? [{ ...event.shipment, deliveredAt: at }] : [];
  return shipments.map((s) =>
    s.deliveredAt === undefined && (number ? s.trackingNumber === number : shipments.length === 1)
      ? { ...s, deliveredAt: at }
      : s,
  );
}
