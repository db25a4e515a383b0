/**
 * Delivery estimates in business days (product.md P11): provider by print type, country groups per provider, US
 * territory surcharge, per-provider estimates for mixed carts, a combined range and a canvas tip; and the shipping
 * methods (standard everywhere served, express where the provider offers it, docs/decisions.md D-270).
 */
import { getPrintType, type PrintTypeId } from '../catalogue/print-catalogue';
import { CANVAS_PRINT_PROVIDER_ID, POSTER_PRINT_PROVIDER_ID } from '../catalogue/printify-variants';
import { countryName, normalizeCountryCode } from '../geo/countries';
import { withProofDays } from '../orders/proof';

/** The two fulfilment providers: 105 canvases and framed canvases (and unknown types), 2 posters. */
export type FulfilmentProviderId = 105 | 2;

/** A range of business days. */
export interface DayRange {
  min: number;
  max: number;
}

/** Shown when no country or no item is known yet (product.md P11). */
export const DEFAULT_DELIVERY_ESTIMATE = '8-13 business days';
export const DEFAULT_DELIVERY_RANGE: DayRange = { min: 8, max: 13 };

/**
 * "Most EU countries" for provider 105's fast group: the EU-27 minus the Nordic and Baltic members, which product.md P11
 * puts in the slower group.
 */
export const EU_FAST_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
];
/** Nordic countries, plus the Åland and Faroe Islands which ship through them. Greenland counts as rest of world. */
export const NORDIC_COUNTRIES: readonly string[] = ['DK', 'FI', 'IS', 'NO', 'SE', 'AX', 'FO'];
/** Baltic countries. */
export const BALTIC_COUNTRIES: readonly string[] = ['EE', 'LV', 'LT'];

/** Provider 105 fast group: US, CA, GB, AU and most EU countries (4-10 days). */
export const CANVAS_FAST_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'AU', ...EU_FAST_COUNTRIES];
/** Provider 105 middle group: Nordics, Baltics, CH, LI (7-15 days). */
export const CANVAS_MIDDLE_COUNTRIES: readonly string[] = [
  ...NORDIC_COUNTRIES,
  ...BALTIC_COUNTRIES,
  'CH',
  'LI',
];

/** Base ranges per provider and group (product.md P11). */
export const DELIVERY_RANGES = {
  105: { fast: { min: 4, max: 10 }, middle: { min: 7, max: 15 }, rest: { min: 12, max: 30 } },
  2: { us: { min: 5, max: 13 }, rest: { min: 12, max: 30 } },
} as const;

/** How a parcel travels: `standard` (Printify's shipping_method 1) or `express` (its method 2, "priority"). */
export type ShippingMethod = 'standard' | 'express';
/** The methods in the order the checkout lists them (the cheapest, always offered, first). */
export const SHIPPING_METHODS: readonly ShippingMethod[] = ['standard', 'express'];
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard';
/** The customer's names of the methods. */
export const SHIPPING_METHOD_LABELS: Readonly<Record<ShippingMethod, string>> = {
  standard: 'Standard shipping',
  express: 'Express shipping',
};

/** True for one of {@link SHIPPING_METHODS}. */
export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/**
 * Express ranges per provider, only where express is offered: the contiguous United States and DC (a US address
 * outside the remote territories below). Printify publishes no express transit times; these are the standard US
 * ranges with the carrier's ground days replaced by a 1-3 day courier (production days unchanged), rounded to whole
 * business days (D-270). Every other destination, and the US territories, ship standard only.
 */
export const EXPRESS_DELIVERY_RANGES: Readonly<Record<FulfilmentProviderId, { us: DayRange }>> = {
  105: { us: { min: 3, max: 6 } },
  2: { us: { min: 3, max: 8 } },
};

/** Remote US territories: codes as US regions, and (except AK and HI) as their own ISO country codes. */
export const US_TERRITORY_REGIONS: readonly string[] = ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'];
export const TERRITORY_COUNTRIES: readonly string[] = ['PR', 'GU', 'VI', 'AS', 'MP'];
/** Territory surcharge and the cap on the maximum (product.md P11). */
export const TERRITORY_EXTRA_MIN_DAYS = 7;
export const TERRITORY_EXTRA_MAX_DAYS = 12;
export const MAX_DELIVERY_DAYS = 30;

/** Note shown for mixed carts (product.md P11 quotes "may arrive in separate packages"). */
export const SEPARATE_PACKAGES_NOTE =
  'Your items are made by different production partners and may arrive in separate packages.';

/** Provider of a print type: poster -> 2; canvas, framed and anything unknown -> 105 (product.md P11). */
export function providerForType(type: string): FulfilmentProviderId {
  return getPrintType(type)?.value === 'poster' ? POSTER_PRINT_PROVIDER_ID : CANVAS_PRINT_PROVIDER_ID;
}

/**
 * True when the destination is a remote US territory. Region codes only count for US addresses, because the same
 * codes mean other places elsewhere (PR is Paraná in Brazil, AS is Assam in India).
 */
export function isUsTerritory(countryCode: string, regionCode?: string): boolean {
  const country = normalizeCountryCode(countryCode);
  if (TERRITORY_COUNTRIES.includes(country)) return true;
  return country === 'US' && US_TERRITORY_REGIONS.includes(normalizeCountryCode(regionCode));
}

function baseRange(provider: FulfilmentProviderId, country: string): DayRange {
  if (provider === POSTER_PRINT_PROVIDER_ID) {
    return country === 'US' ? DELIVERY_RANGES[2].us : DELIVERY_RANGES[2].rest;
  }
  if (CANVAS_FAST_COUNTRIES.includes(country)) return DELIVERY_RANGES[105].fast;
  if (CANVAS_MIDDLE_COUNTRIES.includes(country)) return DELIVERY_RANGES[105].middle;
  return DELIVERY_RANGES[105].rest;
}

/**
 * True when the provider ships the method to the destination: standard everywhere it ships, express to a US address
 * outside the remote territories (D-270).
 */
export function offersShippingMethod(
  provider: FulfilmentProviderId,
  method: ShippingMethod,
  countryCode: string,
  regionCode?: string,
): boolean {
  if (method === 'standard') return true;
  return normalizeCountryCode(countryCode) === 'US' && !isUsTerritory('US', regionCode);
}

/**
 * Business-day range for one provider and destination. A territory given as its own country code (PR, GU, ...)
 * gets that country's group (rest of world) plus the surcharge, which is where the 30-day cap matters. With
 * `method` express, the express range; a RangeError when the provider does not offer it there
 * ({@link offersShippingMethod} says first).
 */
export function estimateForProvider(
  provider: FulfilmentProviderId,
  countryCode: string,
  regionCode?: string,
  method: ShippingMethod = 'standard',
): DayRange {
  const country = normalizeCountryCode(countryCode);
  if (method === 'express') {
    if (!offersShippingMethod(provider, method, country, regionCode)) {
      throw new RangeError(`Provider ${provider} does not ship express to ${country || 'no country'}`);
    }
    const { min, max } = EXPRESS_DELIVERY_RANGES[provider].us;
    return { min, max };
  }
  const base = baseRange(provider, country);
  if (!isUsTerritory(country, regionCode)) return { min: base.min, max: base.max };
  return {
    min: Math.min(base.min + TERRITORY_EXTRA_MIN_DAYS, MAX_DELIVERY_DAYS),
    max: Math.min(base.max + TERRITORY_EXTRA_MAX_DAYS, MAX_DELIVERY_DAYS),
  };
}

/** Formats a range the way the summary shows it: '4-10 business days'. */
export function formatDayRange(range: DayRange): string {
  return `${range.min}-${range.max} business days`;
}

/** One provider's share of a cart. */
export interface ProviderEstimate {
  provider: FulfilmentProviderId;
  label: string;
  range: string;
  min: number;
  max: number;
  printTypes: PrintTypeId[];
}

/** Result of {@link deliveryEstimate}. */
export interface DeliveryEstimateResult {
  hasMultipleProviders: boolean;
  estimates: ProviderEstimate[];
  combined: DayRange & { range: string };
  separatePackagesNote?: string;
  canvasTip?: string;
}

const TYPE_ORDER: readonly PrintTypeId[] = ['poster', 'canvas', 'framed'];

function labelFor(types: PrintTypeId[]): string {
  if (types.length === 0) return 'Other prints';
  return types.map((t) => getPrintType(t)?.label ?? t).join(' & ');
}

/** The providers that make a cart's items (posters' first). */
function providersOf(items: { printType: string }[]): FulfilmentProviderId[] {
  const used = new Set(items.map((item) => providerForType(item.printType)));
  return ([POSTER_PRINT_PROVIDER_ID, CANVAS_PRINT_PROVIDER_ID] as FulfilmentProviderId[]).filter((p) =>
    used.has(p),
  );
}

/**
 * The methods a cart can ship with to a destination, in {@link SHIPPING_METHODS} order: a method is offered when
 * every provider of the cart offers it there (one parcel per provider; a cart is shipped one way). Standard only
 * when no country or no item is known yet.
 */
export function offeredShippingMethods(args: {
  items: { printType: string }[];
  countryCode?: string;
  regionCode?: string;
}): ShippingMethod[] {
  const country = normalizeCountryCode(args.countryCode);
  const providers = providersOf(args.items);
  if (country === '' || providers.length === 0) return [DEFAULT_SHIPPING_METHOD];
  return SHIPPING_METHODS.filter((method) =>
    providers.every((p) => offersShippingMethod(p, method, country, args.regionCode)),
  );
}

/**
 * Why a cart cannot ship with `method` to a destination, as a sentence naming where the method goes and the place it
 * does not (for a 400 when an address changes under a method already paid for); null when it is offered there.
 */
export function shippingMethodRefusal(args: {
  method: ShippingMethod;
  items: { printType: string }[];
  countryCode: string;
  regionCode?: string;
}): string | null {
  if (offeredShippingMethods(args).includes(args.method)) return null;
  const country = normalizeCountryCode(args.countryCode);
  const region = normalizeCountryCode(args.regionCode);
  const place =
    country === 'US' && US_TERRITORY_REGIONS.includes(region)
      ? `${region}, United States`
      : countryName(country);
  return `${SHIPPING_METHOD_LABELS[args.method]} goes only to the contiguous United States and DC, not to ${place} (other countries and ${US_TERRITORY_REGIONS.join(', ')} get standard shipping only).`;
}

/**
 * Estimates for a cart. Items are grouped by provider (posters first); the combined range takes the lowest minimum
 * and the highest maximum. With no country or no items the default '8-13 business days' is returned. When every
 * item is a poster and canvas would arrive sooner (lower maximum, or equal maximum and lower minimum), a tip says so.
 * `method` (standard by default) picks the ranges; express where it is not offered is a RangeError
 * ({@link offeredShippingMethods} says first). With `proof` (the customer asked to approve a proof first) every range
 * is PROOF_BUSINESS_DAYS longer (orders/proof.ts).
 */
export function deliveryEstimate(args: {
  items: { printType: string }[];
  countryCode?: string;
  regionCode?: string;
  method?: ShippingMethod;
  proof?: boolean;
}): DeliveryEstimateResult {
  const method = args.method ?? DEFAULT_SHIPPING_METHOD;
  const country = normalizeCountryCode(args.countryCode);
  if (country === '' || args.items.length === 0) {
    const fallback = withProofDays(DEFAULT_DELIVERY_RANGE, args.proof);
    return {
      hasMultipleProviders: false,
      estimates: [],
      combined: { ...fallback, range: args.proof ? formatDayRange(fallback) : DEFAULT_DELIVERY_ESTIMATE },
    };
  }

  const groups = new Map<FulfilmentProviderId, Set<PrintTypeId>>();
  for (const item of args.items) {
    const provider = providerForType(item.printType);
    const set = groups.get(provider) ?? new Set<PrintTypeId>();
    const known = getPrintType(item.printType)?.value;
    if (known) set.add(known);
    groups.set(provider, set);
  }

  const providers = providersOf(args.items);
  const estimates: ProviderEstimate[] = providers.map((provider) => {
    const types = TYPE_ORDER.filter((t) => groups.get(provider)?.has(t));
    const range = withProofDays(estimateForProvider(provider, country, args.regionCode, method), args.proof);
    return { provider, label: labelFor(types), range: formatDayRange(range), ...range, printTypes: types };
  });

  const min = Math.min(...estimates.map((e) => e.min));
  const max = Math.max(...estimates.map((e) => e.max));
  const result: DeliveryEstimateResult = {
    hasMultipleProviders: estimates.length > 1,
    estimates,
    combined: { min, max, range: formatDayRange({ min, max }) },
  };
  if (result.hasMultipleProviders) result.separatePackagesNote = SEPARATE_PACKAGES_NOTE;

  const allPoster = providers.length === 1 && providers[0] === POSTER_PRINT_PROVIDER_ID;
  if (allPoster && offersShippingMethod(CANVAS_PRINT_PROVIDER_ID, method, country, args.regionCode)) {
    const canvas = withProofDays(
      estimateForProvider(CANVAS_PRINT_PROVIDER_ID, country, args.regionCode, method),
      args.proof,
    );
    if (canvas.max < max || (canvas.max === max && canvas.min < min)) {
      result.canvasTip = `Tip: Canvas prints arrive sooner to your address (${formatDayRange(canvas)}).`;
    }
  }
  return result;
}
