/**
 * Regions (states, provinces, ...) for the countries whose address form shows a region list (product.md P10, product.md P10).
 */
import { RAW_COUNTRIES, normalizeCountryCode } from './countries';

/** One selectable region: value is the region code stored on addresses, label the display name. */
export interface RegionOption {
  value: string;
  label: string;
}

/** Countries where a region is required (product.md P10, product.md P10). */
export const REGION_REQUIRED_COUNTRIES: readonly string[] = [
  'US',
  'CA',
  'AU',
  'TH',
  'MX',
  'BR',
  'IN',
  'IT',
  'CN',
  'JP',
];

/** Countries whose form shows a region list: the required ones plus CZ, which has a list but is optional. */
export const REGION_LIST_COUNTRIES: readonly string[] = [...REGION_REQUIRED_COUNTRIES, 'CZ'];

/** Region field label per country (product.md P10); every other country uses {@link DEFAULT_REGION_LABEL}. */
export const REGION_LABELS: Readonly<Record<string, string>> = {
  US: 'State',
  CA: 'Province',
  AU: 'State/Territory',
  TH: 'Province',
  MX: 'State',
  BR: 'State',
  IN: 'State',
  IT: 'Province',
  CN: 'Province',
  JP: 'Prefecture',
  CZ: 'Region',
};

/** Region label for countries without a specific one. */
export const DEFAULT_REGION_LABEL = 'Region/Province';

/** True when checkout must have a region for this country. */
export function regionRequired(countryCode: string): boolean {
  return REGION_REQUIRED_COUNTRIES.includes(normalizeCountryCode(countryCode));
}

/** Label of the region field for a country ('State', 'Province', ... else 'Region/Province'). */
export function regionLabel(countryCode: string): string {
  return REGION_LABELS[normalizeCountryCode(countryCode)] ?? DEFAULT_REGION_LABEL;
}

const REGION_LISTS: ReadonlyMap<string, readonly RegionOption[]> = new Map(
  RAW_COUNTRIES.filter((c) => REGION_LIST_COUNTRIES.includes(c.countryShortCode)).map((c) => [
    c.countryShortCode,
    c.regions.map((r) => ({ value: r.shortCode ?? r.name, label: r.name })),
  ]),
);

/**
 * Region options for a country: the list for the ten required countries and CZ, empty for every other country
 * (their form hides the field). The US list includes territories (PR, GU, VI, AS, MP) and military codes, which the
 * delivery estimate needs to recognise.
 */
export function regionsFor(countryCode: string): RegionOption[] {
  return [...(REGION_LISTS.get(normalizeCountryCode(countryCode)) ?? [])];
}

/** True when the region code belongs to the country's list (always true for countries without a list). */
export function isValidRegion(countryCode: string, region: string): boolean {
  const list = REGION_LISTS.get(normalizeCountryCode(countryCode));
  if (!list) return true;
  const key = region.trim().toUpperCase();
  // Accept the label too: older saved addresses stored the region name rather than its code.
  return list.some((r) => r.value.toUpperCase() === key || r.label.toUpperCase() === key);
}
