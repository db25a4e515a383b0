import {
  findSize,
  normalizeCountryCode,
  type QuoteAddress,
  type ShippingLine,
  type ShippingQuote,
  type ShippingQuoter,
} from '@petart/domain';

/** Printify's answer to POST /v1/shops/{shop_id}/orders/shipping.json: costs in cents per shipping method. */
interface PrintifyShippingResponse {
  standard?: number;
  express?: number;
  priority?: number;
  economy?: number;
}

/**
 * Shipping from Printify's own calculation (`POST /shops/{shop_id}/orders/shipping.json`), with catalogue lines
 * given as blueprint + print provider + variant ids. We charge the standard method.
 */
export class PrintifyShippingQuoter implements ShippingQuoter {
  constructor(
    private readonly options: { baseUrl: string; apiToken: string; shopId: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async quote(args: { lines: ShippingLine[]; address: QuoteAddress }): Promise<ShippingQuote> {
    const lineItems = args.lines.map((line) => {
      const size = findSize(line.printType, line.printSize);
      if (!size) throw new Error(`No Printify variant for ${line.printType} ${line.printSize}`);
      return {
        blueprint_id: size.printify.blueprintId,
        print_provider_id: size.printify.printProviderId,
        variant_id: size.printify.variantId,
        quantity: Math.max(1, Math.floor(line.quantity)),
      };
    });
    const { address } = args;
    const url = `${this.options.baseUrl}/shops/${encodeURIComponent(this.options.shopId)}/orders/shipping.json`;
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.apiToken}`,
        'content-type': 'application/json',
        'user-agent': 'PetArt',
      },
      body: JSON.stringify({
        line_items: lineItems,
        address_to: {
          country: normalizeCountryCode(address.countryCode),
          region: address.region ?? '',
          zip: address.postalCode ?? '',
          city: address.city ?? '',
          address1: address.address1 ?? '',
        },
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    if (!response.ok) {
      throw new Error(`Printify shipping calculation failed with HTTP ${response.status}`);
    }
    const body = (await response.json()) as PrintifyShippingResponse;
    if (typeof body.standard !== 'number' || !Number.isFinite(body.standard) || body.standard < 0) {
      throw new Error('Printify shipping calculation returned no standard rate');
    }
    return { shippingCents: Math.round(body.standard) };
  }
}
