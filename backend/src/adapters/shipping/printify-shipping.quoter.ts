import {
  lookupPrintOption,
  normalizeCountryCode,
  offersShippingMethod,
  providerForType,
  type QuoteAddress,
  type ShippingLine,
  type ShippingMethodCents,
  type ShippingQuote,
  type ShippingQuoter,
} from '@petart/domain';
import { PrintifyCatalog } from '../printify/printify-catalog';
import { PrintifyApiError, PrintifyClient } from '../printify/printify-client';

/** Printify's answer to POST /v1/shops/{shop_id}/orders/shipping.json: costs in cents per shipping method. */
interface PrintifyShippingResponse {
  standard?: number;
  express?: number;
  priority?: number;
  printify_express?: number;
  economy?: number;
}

/** A usable price: whole, finite, not negative (0 allowed only where `free` says so). */
function cents(value: unknown, free: boolean): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  if (value === 0 && !free) return undefined;
  return Math.round(value);
}

/**
 * Shipping from Printify's own calculation (`POST /shops/{shop_id}/orders/shipping.json`), with catalogue lines
 * given as blueprint + print provider + variant ids. Standard is its `standard` figure; express is the method the
 * order is then sent with (`shipping_method: 2`, "priority"): its `priority` figure, else `express` (the older name
 * of the same method). A figure that is absent, zero or not a number means the method is not offered, and so does a
 * destination the shop has no express range for (the domain's offersShippingMethod): a price without a promise of
 * when it arrives is not sold (D-270).
 */
export class PrintifyShippingQuoter implements ShippingQuoter {
  private readonly client: PrintifyClient;
  private readonly catalog: PrintifyCatalog;

  constructor(
    private readonly options: { baseUrl: string; apiToken: string; shopId: string; timeoutMs?: number },
    client?: PrintifyClient,
    catalog?: PrintifyCatalog,
  ) {
    this.client =
      client ??
      new PrintifyClient({
        baseUrl: options.baseUrl,
        apiToken: options.apiToken,
        timeoutMs: options.timeoutMs ?? 15_000,
        maxAttempts: 2,
      });
    this.catalog = catalog ?? new PrintifyCatalog(this.client);
  }

  async quote(args: { lines: ShippingLine[]; address: QuoteAddress }): Promise<ShippingQuote> {
    // The variant Printify will actually make (the same confirmation as the order: configured id or exact title);
    // a size that cannot be confirmed cannot be quoted (UnconfirmedVariantError).
    const lineItems = await Promise.all(
      args.lines.map(async (line) => {
        // (A failed catalog call surfaces like a failed calculation: "... failed with HTTP <status>".)
        const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
        if (!option.ok) throw new Error(`No Printify variant for ${line.printType} ${line.printSize}`);
        const { size } = option;
        const type = option.type.value;
        const { variantId } = await this.catalog
          .confirmVariant(type, size.value, size.printify)
          .catch((error: unknown) => {
            if (error instanceof PrintifyApiError) throw calculationFailed(error);
            throw error;
          });
        return {
          blueprint_id: size.printify.blueprintId,
          print_provider_id: size.printify.printProviderId,
          variant_id: variantId,
          quantity: Math.max(1, Math.floor(line.quantity)),
        };
      }),
    );
    const { address } = args;
    const path = `/shops/${encodeURIComponent(this.options.shopId)}/orders/shipping.json`;
    let body: PrintifyShippingResponse;
    try {
      body = await this.client.post<PrintifyShippingResponse>(
        path,
        {
          line_items: lineItems,
          address_to: {
            country: normalizeCountryCode(address.countryCode),
            region: address.region ?? '',
            zip: address.postalCode ?? '',
            city: address.city ?? '',
            address1: address.address1 ?? '',
          },
        },
        // A quote changes nothing at Printify: safe to repeat after a timeout.
        { idempotent: true },
      );
    } catch (error) {
      throw calculationFailed(error);
    }
    const standard = cents(body.standard, true);
    if (standard === undefined) throw new Error('Printify shipping calculation returned no standard rate');
    const methods: ShippingMethodCents = { standard };
    const express = cents(body.priority, false) ?? cents(body.express, false);
    const promised = args.lines.every((line) =>
      offersShippingMethod(providerForType(line.printType), 'express', address.countryCode, address.region),
    );
    if (express !== undefined && promised) methods.express = express;
    return { shippingCents: standard, methods };
  }
}

function calculationFailed(error: unknown): Error {
  const status = (error as { status?: number }).status;
  return new Error(`Printify shipping calculation failed with HTTP ${status ?? 'error'}`, { cause: error });
}
