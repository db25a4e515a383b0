/**
 * ISO 3166-1 countries for address forms (about 240, sorted by name; product.md P13). Data comes from the
 * country-region-data package's data.json, which has the same shape whether it is loaded by Node (CommonJS backend)
 * or bundled by Vite; the package's JS entries differ between builds (objects vs tuples), so we avoid them.
 */
import rawData from 'country-region-data/data.json';

/** Shape of one entry of country-region-data/data.json. */
export interface RawCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

/** One selectable country. */
export interface Country {
  code: string;
  name: string;
}

/** The raw data set, typed once here so other geo modules share one import. */
export const RAW_COUNTRIES: readonly RawCountry[] = rawData;

/** All countries, sorted by English name (accent-insensitive, so 'Åland Islands' sorts with the A's). */
export const COUNTRIES: readonly Country[] = RAW_COUNTRIES.map((c) => ({
  code: c.countryShortCode,
  name: c.countryName,
})).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/** Normalises a country code the way forms and the API may send it (' us ' -> 'US'). */
export function normalizeCountryCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** True when the code is a known ISO country code. */
export function isKnownCountry(code: string | null | undefined): boolean {
  return BY_CODE.has(normalizeCountryCode(code));
}

/**
 * English name of a country code. Returns the input unchanged when unknown, because callers use it for display and
 * an unknown code is more useful on screen than an empty string.
 */
export function countryName(code: string): string {
  return BY_CODE.get(normalizeCountryCode(code))?.name ?? code;
}
