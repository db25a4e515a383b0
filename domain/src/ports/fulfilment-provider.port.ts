import type { PrintTypeId, PrintifyVariantRef } from '../catalogue/print-catalogue.types';

/** Address the order ships to (spec 2 §3, order shipping address). */
export interface FulfilmentAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  zip: string;
  countryCode: string;
}

/** One line to print. */
export interface FulfilmentLine {
  printType: PrintTypeId;
  printSize: string;
  quantity: number;
  imageUrl: string;
  variant: PrintifyVariantRef;
}

/** A shipment of some or all lines. */
export interface FulfilmentShipment {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  shippedAt?: Date;
  deliveredAt?: Date;
  lineIds?: string[];
}

/** The provider's view of an order. `status` is the raw status string; normalise it with normalizeFulfilmentStatus. */
export interface FulfilmentOrder {
  providerOrderId: string;
  providerOrderNumber?: string;
  status: string;
  shipments: FulfilmentShipment[];
}

/** A verified provider webhook (spec 2 §3 printify_webhooks). */
export interface FulfilmentEvent {
  webhookId: string;
  eventType: string;
  providerOrderId: string;
  /** Our order hash when the provider echoes our external id. */
  externalId?: string;
  status?: string;
  shipment?: FulfilmentShipment;
  payload: unknown;
}

/** Print-on-demand provider (local simulator or Printify). */
export interface FulfilmentProvider {
  /**
   * Submits a paid order. `externalId` is our order hash and doubles as the idempotency key: submitting the same
   * external id twice must not create a second order (it resolves with the existing one).
   */
  submitOrder(args: {
    externalId: string;
    address: FulfilmentAddress;
    lines: FulfilmentLine[];
  }): Promise<FulfilmentOrder>;
  /** Reads the order's current status and shipments (used by the scheduled sync). */
  getOrder(providerOrderId: string): Promise<FulfilmentOrder>;
  /** Cancels an order that is not yet in production; rejects otherwise. */
  cancelOrder(providerOrderId: string): Promise<FulfilmentOrder>;
  /** Verifies and parses a provider webhook; rejects on an invalid signature. */
  parseWebhook(rawBody: Uint8Array, signature: string): Promise<FulfilmentEvent>;
  /**
   * Checks which catalogue variants exist at the provider (admin Variant Verifier, spec 2 §3). Resolves one entry per
   * requested variant, with the provider's title when found.
   */
  verifyVariants(
    variants: { printType: PrintTypeId; size: string; variant: PrintifyVariantRef }[],
  ): Promise<
    { printType: PrintTypeId; size: string; configuredId: number; exists: boolean; apiTitle?: string }[]
  >;
}
