import type { PrintTypeId, PrintifyVariantRef } from '../catalogue/print-catalogue.types';
import type { ShippingMethod } from '../delivery/delivery-estimate';
import type { FulfilmentTarget } from '../orders/order-lifecycle';

/** Address the order ships to (product.md P13, order shipping address). */
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

/** The print file of one line: made by the shop at the variant's pixel size, fetched by the provider. */
export interface FulfilmentPrintFile {
  /** Absolute URL the provider can download (a long-lived signed URL of the shop's storage). */
  url: string;
  /** File name shown at the provider, e.g. `<orderHash>-1.png`. */
  fileName: string;
  widthPx: number;
  heightPx: number;
  /** The file's bytes as base64, only for small files (the provider may upload these instead of fetching `url`). */
  contentBase64?: string;
}

/** One line to print. */
export interface FulfilmentLine {
  /** Our order line id; shipments refer to lines by it. */
  lineId: string;
  printType: PrintTypeId;
  printSize: string;
  quantity: number;
  printFile: FulfilmentPrintFile;
  variant: PrintifyVariantRef;
  /** Canvas: the image is mirrored onto the wrapped edges (Printify `print_details.print_on_side: 'mirror'`). */
  mirrorEdges: boolean;
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

/** The provider's view of an order. */
export interface FulfilmentOrder {
  providerOrderId: string;
  providerOrderNumber?: string;
  /** Our order hash, when the provider echoes it. */
  externalId?: string;
  /** The provider's own status word, for logs and staff only: no rule reads it. */
  status: string;
  /** What that status means in the lifecycle's words (the adapter translates); undefined when it means no change. */
  target: FulfilmentTarget | undefined;
  shipments: FulfilmentShipment[];
  sentToProductionAt?: Date;
  fulfilledAt?: Date;
}

/** One catalogue variant as the provider lists it for a blueprint and print provider. */
export interface ProviderVariant {
  id: number;
  title: string;
  isAvailable: boolean;
  /** Print areas with the pixel size the print file must have (e.g. front 7200x10800 for a 24x36 poster). */
  placeholders: { position: string; width: number; height: number }[];
}

/** What a provider webhook reports, in the lifecycle's words (the adapter translates the provider's topic). */
export type FulfilmentEventKind =
  'created' | 'updated' | 'sent_to_production' | 'shipment_created' | 'shipment_delivered';

/** A verified provider webhook (product.md P13 printify_webhooks). */
export interface FulfilmentEvent {
  webhookId: string;
  /** The provider's topic as sent (stored with the webhook); rules read {@link kind}. */
  eventType: string;
  /** The event the topic stands for; undefined for a topic the shop does not listen to. */
  kind: FulfilmentEventKind | undefined;
  providerOrderId: string;
  /** Our order hash when the provider echoes our external id. */
  externalId?: string;
  /** The provider's own status word, when the event carries one (for logs). */
  status?: string;
  /** What that status means in the lifecycle's words (the adapter translates). */
  target?: FulfilmentTarget;
  shipment?: FulfilmentShipment;
  payload: unknown;
}

/** Print-on-demand provider (local simulator or Printify). */
export interface FulfilmentProvider {
  /**
   * Creates the order at the provider, on hold (not yet in production). `externalId` is our order hash and doubles
   * as the idempotency key: submitting the same external id twice, e.g. a retry after a timeout, must not create a
   * second order (it resolves with the existing one).
   */
  submitOrder(args: {
    externalId: string;
    /** Human label shown at the provider (our order number). */
    label: string;
    address: FulfilmentAddress;
    lines: FulfilmentLine[];
    /** How the parcel travels (what the customer paid for); standard when absent. */
    shippingMethod?: ShippingMethod;
  }): Promise<FulfilmentOrder>;
  /** Sends an order created by {@link submitOrder} to production; idempotent (an order already in production resolves). */
  sendToProduction(providerOrderId: string): Promise<FulfilmentOrder>;
  /** The order created for our external id (order hash), if any: how a retry after a timeout finds its order. */
  findOrderByExternalId(externalId: string): Promise<FulfilmentOrder | undefined>;
  /** Reads the order's current status and shipments (used by the scheduled sync and on shipment webhooks). */
  getOrder(providerOrderId: string): Promise<FulfilmentOrder>;
  /** Cancels an order that is not yet in production; rejects otherwise. */
  cancelOrder(providerOrderId: string): Promise<FulfilmentOrder>;
  /**
   * Changes the shipping address of an order that is not yet in production (staff correcting a typo); rejects once in
   * production, or when the provider cannot change an address ({@link AddressChangeUnsupportedError}).
   */
  updateAddress(providerOrderId: string, address: FulfilmentAddress): Promise<FulfilmentOrder>;
  /**
   * Verifies a provider webhook's signature over the exact raw body (constant-time) and parses it; rejects with
   * {@link InvalidWebhookSignatureError} when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<FulfilmentEvent>;
  /** The variants the provider offers for one blueprint and print provider (catalog; cache it, it changes rarely). */
  listVariants(ref: { blueprintId: number; printProviderId: number }): Promise<ProviderVariant[]>;
  /**
   * Checks which catalogue variants exist at the provider (admin Variant Verifier). Resolves one entry per
   * requested variant, with the provider's title when found.
   */
  verifyVariants(
    variants: { printType: PrintTypeId; size: string; variant: PrintifyVariantRef }[],
  ): Promise<
    { printType: PrintTypeId; size: string; configuredId: number; exists: boolean; apiTitle?: string }[]
  >;
}

/** A parcel as the local simulator's carrier shows it on its tracking page. */
export interface SimulatedParcel {
  trackingNumber: string;
  /** The carrier's name ('PetArt Post'). */
  carrier: string;
  /** In the customer's words: 'Being printed', 'In transit', 'Delivered', ... */
  status: string;
  /** ISO date-times. */
  shippedAt: string;
  deliveredAt: string | null;
  /** Our order number, as the order was labelled at the simulator. */
  label: string;
  /** The service the parcel travels with ('Standard shipping', 'Express shipping'). */
  service: string;
}

/**
 * The local fulfilment simulator's own controls, beyond the {@link FulfilmentProvider} it also is: where its webhooks
 * go, the ticker that moves released orders on, and its carrier's tracking page. Bound (token
 * {@link FULFILMENT_SIMULATOR}) to the simulator when FULFILMENT_PROVIDER=local, and to `null` with a real provider,
 * so callers check for null instead of testing the provider's class.
 */
export interface FulfilmentSimulator {
  /**
   * Where the simulator delivers its webhooks: the exact raw body and its signature, handed to the same use case as
   * the real provider's webhooks.
   */
  deliverTo(sink: (rawBody: Uint8Array, signature: string) => Promise<unknown>): void;
  /**
   * Moves every released order whose step is due at `now` one step on (production, shipped, delivered) and delivers
   * the matching webhooks after the change is stored. Resolves with the number of steps taken; `onlyIds` limits the
   * tick to some provider orders.
   */
  tick(now?: Date, onlyIds?: readonly string[]): Promise<number>;
  /** The carrier's view of a parcel, or undefined for an unknown tracking number. */
  trackParcel(trackingNumber: string): Promise<SimulatedParcel | undefined>;
}

/**
 * The print provider's variant catalog as it is now, for the Variant Verifier of the dev tools: Printify's live
 * catalog when Printify serves mockups or fulfilment (its token set), else the local simulator's offline copy of it.
 */
export interface VariantCatalog {
  /** Which catalog answers: the verifier's report names it. */
  readonly source: 'printify' | 'simulator';
  /**
   * The variants of one blueprint at one print provider, read afresh (never from a cache: the verifier exists to see
   * the catalog as it is now). Rejects when the provider does not answer.
   */
  listVariants(ref: { blueprintId: number; printProviderId: number }): Promise<ProviderVariant[]>;
}

/** Thrown by {@link FulfilmentProvider.parseWebhook} for a missing or wrong signature (answered 401, nothing stored). */
export class InvalidWebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

/**
 * Thrown by {@link FulfilmentProvider.submitOrder} when a line's variant cannot be confirmed at the provider (id not
 * in its catalog, titled differently, or not available). The order is never sent; it parks as `error_variant`.
 */
export class UnconfirmedVariantError extends Error {
  constructor(
    readonly printType: string,
    readonly printSize: string,
    message = `The ${printType} ${printSize} variant could not be confirmed at the print provider`,
  ) {
    super(message);
    this.name = 'UnconfirmedVariantError';
  }
}

/** Dependency-injection token of the {@link FulfilmentProvider} port (bound in backend/src/adapters/adapters.module.ts). */
export const FULFILMENT_PROVIDER = Symbol('FulfilmentProvider');

/** Dependency-injection token of the {@link FulfilmentSimulator} controls (null unless FULFILMENT_PROVIDER=local). */
export const FULFILMENT_SIMULATOR = Symbol('FulfilmentSimulator');

/** Dependency-injection token of the {@link VariantCatalog} port (bound in backend/src/adapters/adapters.module.ts). */
export const VARIANT_CATALOG = Symbol('VariantCatalog');

/** The provider offers no way to change the address of an order it holds (Printify: docs/decisions.md). */
export class AddressChangeUnsupportedError extends Error {
  constructor(readonly provider: string) {
    super(`${provider} cannot change the address of an order it already holds`);
    this.name = 'AddressChangeUnsupportedError';
  }
}
