import type {
  FulfilmentAddress,
  FulfilmentEvent,
  FulfilmentLine,
  FulfilmentOrder,
  FulfilmentProvider,
  PrintTypeId,
  PrintifyVariantRef,
} from '@petart/domain';

/**
 * Local print-on-demand simulator: accepts every well-formed order, answers `local-<first 8 of the order hash>` as
 * the provider order id and `submitted_to_fulfillment` as its status, and is idempotent by external id (a second
 * submission returns the first order). State is in memory; the order row keeps the provider id across restarts.
 */
export class LocalFulfilmentSimulator implements FulfilmentProvider {
  private readonly orders = new Map<string, FulfilmentOrder & { externalId: string }>();
  /** Number of orders actually created (not counting idempotent repeats). */
  created = 0;

  submitOrder(args: {
    externalId: string;
    address: FulfilmentAddress;
    lines: FulfilmentLine[];
  }): Promise<FulfilmentOrder> {
    const existing = [...this.orders.values()].find((o) => o.externalId === args.externalId);
    if (existing) return Promise.resolve(this.copy(existing));
    if (args.lines.length === 0) return Promise.reject(new Error('An order needs at least one line'));
    if (args.address.address1.trim() === '' || args.address.countryCode.trim() === '') {
      return Promise.reject(new Error('The shipping address is incomplete'));
    }
    const providerOrderId = `local-${args.externalId.slice(0, 8)}`;
    const order = {
      externalId: args.externalId,
      providerOrderId,
      providerOrderNumber: providerOrderId,
      status: 'submitted_to_fulfillment',
      shipments: [],
    };
    this.orders.set(providerOrderId, order);
    this.created += 1;
    return Promise.resolve(this.copy(order));
  }

  getOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    const order = this.orders.get(providerOrderId);
    return order
      ? Promise.resolve(this.copy(order))
      : Promise.reject(new Error(`Unknown order ${providerOrderId}`));
  }

  cancelOrder(providerOrderId: string): Promise<FulfilmentOrder> {
    const order = this.orders.get(providerOrderId);
    if (!order) return Promise.reject(new Error(`Unknown order ${providerOrderId}`));
    if (order.status !== 'submitted_to_fulfillment') {
      return Promise.reject(new Error('The order is already in production'));
    }
    order.status = 'canceled';
    return Promise.resolve(this.copy(order));
  }

  parseWebhook(): Promise<FulfilmentEvent> {
    return Promise.reject(new Error('The local fulfilment simulator sends no webhooks'));
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

  private copy(order: FulfilmentOrder): FulfilmentOrder {
    return {
      providerOrderId: order.providerOrderId,
      providerOrderNumber: order.providerOrderNumber,
      status: order.status,
      shipments: [...order.shipments],
    };
  }
}
