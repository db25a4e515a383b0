import {
  EU_FAST_COUNTRIES,
  BALTIC_COUNTRIES,
  NORDIC_COUNTRIES,
  isKnownCountry,
  normalizeCountryCode,
  offersShippingMethod,
  providerForType,
  type FulfilmentProviderId,
  type QuoteAddress,
  type ShippingLine,
  type ShippingMethodCents,
  type ShippingQuote,
  type ShippingQuoter,
} from '@petart/domain';

/** Destination groups of the local shipping table. */
export type ShippingZone = 'US' | 'CA' | 'EU_UK' | 'ROW';

/** First item and each additional item of one provider to one zone, in cents. */
export interface ShippingRate {
  firstCents: number;
  additionalCents: number;
}

/**
 * Standard shipping per provider and zone (cents), modelled on Printify's published rates for posters (provider 2)
 * and stretched canvas (provider 105): a first-item price and a cheaper price per additional item of the same
 * provider. Each provider ships its own parcel, so a mixed cart pays two first items.
 */
export const LOCAL_SHIPPING_RATES: Readonly<
  Record<FulfilmentProviderId, Record<ShippingZone, ShippingRate>>
> = {
  2: {
    US: { firstCents: 499, additionalCents: 249 },
    CA: { firstCents: 999, additionalCents: 499 },
    EU_UK: { firstCents: 1199, additionalCents: 599 },
    ROW: { firstCents: 1499, additionalCents: 799 },
  },
  105: {
    US: { firstCents: 999, additionalCents: 499 },
    CA: { firstCents: 1499, additionalCents: 799 },
    EU_UK: { firstCents: 1699, additionalCents: 899 },
    ROW: { firstCents: 2499, additionalCents: 1299 },
  },
};

/**
 * Express (Printify's priority, shipping_method 2) per provider, offered to the contiguous US only (the domain's
 * offersShippingMethod, D-270): about Printify's priority surcharge over standard for one parcel.
 */
export const LOCAL_EXPRESS_RATES: Readonly<Record<FulfilmentProviderId, ShippingRate>> = {
  2: { firstCents: 1299, additionalCents: 399 },
  105: { firstCents: 2299, additionalCents: 999 },
};

const EU_UK = new Set<string>(['GB', ...EU_FAST_COUNTRIES, ...NORDIC_COUNTRIES, ...BALTIC_COUNTRIES]);

/** The zone of a destination country (ISO code). */
export function shippingZone(countryCode: string): ShippingZone {
  const country = normalizeCountryCode(countryCode);
  if (country === 'US') return 'US';
  if (country === 'CA') return 'CA';
  return EU_UK.has(country) ? 'EU_UK' : 'ROW';
}

/** Local-profile shipping: the tables above, per provider parcel. */
export class LocalShippingQuoter implements ShippingQuoter {
  quote(args: { lines: ShippingLine[]; address: QuoteAddress }): Promise<ShippingQuote> {
    if (!isKnownCountry(args.address.countryCode)) {
      return Promise.reject(new Error(`Unknown destination country: ${args.address.countryCode}`));
    }
    const { countryCode, region } = args.address;
    const zone = shippingZone(countryCode);
    const quantities = new Map<FulfilmentProviderId, number>();
    for (const line of args.lines) {
      const provider = providerForType(line.printType);
      quantities.set(provider, (quantities.get(provider) ?? 0) + Math.max(1, Math.floor(line.quantity)));
    }
    const parcels = (rateOf: (provider: FulfilmentProviderId) => ShippingRate): number =>
      [...quantities].reduce((sum, [provider, quantity]) => {
        const rate = rateOf(provider);
        return sum + rate.firstCents + (quantity - 1) * rate.additionalCents;
      }, 0);
    const methods: ShippingMethodCents = { standard: parcels((p) => LOCAL_SHIPPING_RATES[p][zone]) };
    const express = [...quantities.keys()].every((p) =>
      offersShippingMethod(p, 'express', countryCode, region),
    );
    if (express && quantities.size > 0) methods.express = parcels((p) => LOCAL_EXPRESS_RATES[p]);
    return Promise.resolve({ shippingCents: methods.standard, methods });
  }
}
