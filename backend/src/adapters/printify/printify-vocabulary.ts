import type { FulfilmentEventKind, FulfilmentTarget, ShippingMethod } from '@petart/domain';

/**
 * Printify's words, translated here and nowhere else: its order statuses and webhook topics become the lifecycle's
 * targets and event kinds (domain/), so no module and no rule outside the Printify-shaped adapters reads them. Both
 * fulfilment adapters speak Printify's wire format (the local simulator imitates it), so both translate with this.
 */

/** The order topics the shop listens to (vendors.md §2.8) and the event each one is. */
export const PRINTIFY_TOPIC_EVENTS = {
  'order:created': 'created',
  'order:updated': 'updated',
  'order:sent-to-production': 'sent_to_production',
  'order:shipment:created': 'shipment_created',
  'order:shipment:delivered': 'shipment_delivered',
} as const satisfies Record<string, FulfilmentEventKind>;

export type PrintifyOrderTopic = keyof typeof PRINTIFY_TOPIC_EVENTS;

/** The topics the shop registers webhooks for. */
export const PRINTIFY_ORDER_TOPICS = Object.keys(PRINTIFY_TOPIC_EVENTS) as PrintifyOrderTopic[];

/** The event a webhook topic stands for; undefined for a topic the shop does not listen to. */
export function eventKindOfPrintifyTopic(topic: string): FulfilmentEventKind | undefined {
  return Object.hasOwn(PRINTIFY_TOPIC_EVENTS, topic)
    ? PRINTIFY_TOPIC_EVENTS[topic as PrintifyOrderTopic]
    : undefined;
}

/**
 * The target a Printify order status stands for. Printify's `fulfilled` means every item SHIPPED, not delivered:
 * delivery comes only from shipments' deliveredAt (see fulfilmentTargetOf in domain/). Unknown statuses give
 * undefined (nothing changes).
 */
export function targetOfPrintifyStatus(raw: string | null | undefined): FulfilmentTarget | undefined {
  const status = (raw ?? '').trim().toLowerCase().replace(/_/g, '-');
  switch (status) {
    case 'pending':
    case 'on-hold':
    case 'payment-not-received':
    case 'cost-calculation':
    case 'checking-quality':
    case 'quality-approved':
    case 'ready-for-production':
    case 'submitted-to-fulfillment':
      return 'submitted';
    case 'sending-to-production':
    case 'in-production':
    case 'callback-received':
    case 'sending-to-production-delegate':
      return 'in_production';
    case 'partially-fulfilled':
      return 'partially_shipped';
    case 'fulfilled':
      return 'shipped';
    case 'canceled':
    case 'cancelled':
      return 'cancelled';
    case 'had-issues':
    case 'unfulfillable':
    case 'quality-declined':
    case 'source-check-failed':
      return 'error_provider';
    default:
      return undefined;
  }
}

/**
 * Printify's `shipping_method` of an order (vendors.md §2.4): 1 standard, 2 priority (what the shop sells as
 * express, priced by the calculation's `priority` figure). 3 (Printify Express) and 4 (economy) are not sold.
 */
export const PRINTIFY_SHIPPING_METHOD: Readonly<Record<ShippingMethod, 1 | 2>> = { standard: 1, express: 2 };
