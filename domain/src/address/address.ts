/**
 * The address: its one shape, how it is normalised, and the rules it must meet where it is used (product.md P10,
 * P13). The checkout, the saved shipping info, staff corrections and price quotes all check an address here, so the
 * API and both apps refuse the same input with the same words.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isKnownCountry, normalizeCountryCode } from '../geo/countries';
import { regionRequired } from '../geo/regions';
import { LIMITS, MESSAGES, type FieldErrors } from '../validation/rules';

/**
 * Where a parcel goes, normalised: trimmed text, '' for an empty optional line, the country as its ISO 3166-1
 * alpha-2 code. The field names are the spec's own (the shipping info and the order shipping address of product.md
 * P13 both spell them this way); other spellings (the checkout form's, the price quote's) are mapped where they enter.
 */
export interface Address {
  address1: string;
  address2: string;
  city: string;
  region: string;
  zip: string;
  country: string;
}

export type AddressField = keyof Address;

/**
 * An address as a form or a client sends it: any field may be missing or untrimmed, and the country may be a name
 * when the ISO code comes in `countryCode` (which then wins).
 */
export type AddressInput = { [K in AddressField]?: string | null | undefined } & {
  countryCode?: string | null | undefined;
};

/**
 * Shipping information as stored on the user (product.md P13): an address whose optional lines may be missing, with
 * the country's ISO code and English name beside `country` (which older records hold as a name).
 */
export type ShippingInfo = Omit<Address, 'address2' | 'region'> &
  Partial<Pick<Address, 'address2' | 'region'>> & { countryCode?: string; countryName?: string };

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function blank(value: string | null | undefined): boolean {
  return trimmed(value) === '';
}

function len(value: string | null | undefined): number {
  return trimmed(value).length;
}

/** The ISO code of an input's country: `countryCode` when sent, else `country`, trimmed and upper-cased. */
export function addressCountryCode(input: AddressInput): string {
  return normalizeCountryCode(trimmed(input.countryCode) || trimmed(input.country));
}

/** Trims every field and turns the country into its ISO code ({@link addressCountryCode}). */
export function normalizeAddress(input: AddressInput): Address {
  return {
    address1: trimmed(input.address1),
    address2: trimmed(input.address2),
    city: trimmed(input.city),
    region: trimmed(input.region),
    zip: trimmed(input.zip),
    country: addressCountryCode(input),
  };
}

/** Control and invisible format characters (tab, CR, LF, zero-width, bidi) never belong in a postal code. */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cf}]/u;
/** What a spreadsheet reads as the start of a formula. */
const FORMULA_LEADING = /^[=+\-@]/;

/**
 * True when the postal code has the national format of the country (ISO 3166-1 code). The patterns come from
 * postcode-validator (about 190 countries, among them US, CA, GB, AU and every EU member); letters are compared in
 * upper case because the forms do not change case. For the other countries (mostly ones without postal codes) any value
 * passes that holds no control character and does not start like a spreadsheet formula. Length is checked separately.
 */
export function isValidPostalCode(postalCode: string, countryCode: string): boolean {
  if (CONTROL_CHARACTER.test(postalCode)) return false;
  const value = postalCode.trim();
  const country = normalizeCountryCode(countryCode);
  if (postcodeValidatorExistsForCountry(country)) return postcodeValidator(value.toUpperCase(), country);
  return !FORMULA_LEADING.test(value);
}

/** Where an address is checked; each use has its own strictness and words (product.md P10). */
export type AddressUse = 'shipping' | 'settings' | 'quote';

interface AddressRule {
  /** The message of a missing street line, or undefined when the street line may be left out. */
  address1Required: string | undefined;
  cityRequired: boolean;
  postalCode: {
    required: string;
    tooShort: string;
    tooLong: string;
    /** The message of a value outside the country's format, or undefined when only the length is checked. */
    invalid: string | undefined;
  };
  /** 'known': an ISO code we know; 'present': anything in `country` or `countryCode`. */
  country: 'known' | 'present';
  regionRequired: (countryCode: string) => boolean;
  regionMessage: string;
}

/** The checkout says "ZIP code" (product.md P10). */
const ZIP_MESSAGES = {
  required: MESSAGES.zipRequired,
  tooShort: MESSAGES.zipTooShort,
  tooLong: MESSAGES.zipTooLong,
  invalid: MESSAGES.zipInvalid,
};

const ADDRESS_RULES: Readonly<Record<AddressUse, AddressRule>> = {
  /** Where an order ships (the checkout, staff correcting a paid order): everything, the region where the country needs one. */
  shipping: {
    address1Required: MESSAGES.addressRequired,
    cityRequired: true,
    postalCode: ZIP_MESSAGES,
    country: 'known',
    regionRequired,
    regionMessage: MESSAGES.regionRequiredForCountry,
  },
  /**
   * The account's saved shipping info: settings say "Postal code" and require the region only for the US (laxer than
   * the checkout, which checks the full rule again before payment).
   */
  settings: {
    address1Required: MESSAGES.streetAddressRequired,
    cityRequired: true,
    postalCode: {
      required: MESSAGES.postalCodeRequired,
      tooShort: MESSAGES.postalCodeTooShort,
      tooLong: MESSAGES.postalCodeTooLong,
      invalid: MESSAGES.postalCodeInvalid,
    },
    country: 'present',
    regionRequired: (code) => code === 'US',
    regionMessage: MESSAGES.settingsRegionRequired,
  },
  /**
   * A price quote: what tax and shipping need (country, region, postal code), street and city optional. The postal
   * code is checked by length only: a quote stores nothing, and the checkout checks the format before an order exists
   * (docs/decisions.md D-124).
   */
  quote: {
    address1Required: undefined,
    cityRequired: false,
    postalCode: { ...ZIP_MESSAGES, invalid: undefined },
    country: 'known',
    regionRequired,
    regionMessage: MESSAGES.regionRequiredForCountry,
  },
};

/** Required, then length (the more specific words for a plainly short or long value), then the country's format. */
function postalCodeError(
  value: string | null | undefined,
  countryCode: string,
  m: AddressRule['postalCode'],
): string | undefined {
  if (blank(value)) return m.required;
  if (len(value) < LIMITS.zipMin) return m.tooShort;
  if (len(value) > LIMITS.zipMax) return m.tooLong;
  if (m.invalid === undefined) return undefined;
  return isValidPostalCode(value ?? '', countryCode) ? undefined : m.invalid;
}

/**
 * The address rule of one use, as a field -> first failing message map (empty: valid), in the order the forms show
 * them: street, second line, city, postal code, country, region. Values are checked as sent (trimmed for presence and
 * length; the postal code also untrimmed, so a tab or line break in it is refused).
 */
export function validateAddress(input: AddressInput, use: AddressUse): FieldErrors<AddressField> {
  const rule = ADDRESS_RULES[use];
  const errors: FieldErrors<AddressField> = {};
  const code = addressCountryCode(input);
  if (blank(input.address1)) {
    if (rule.address1Required !== undefined) errors.address1 = rule.address1Required;
  } else if (len(input.address1) > LIMITS.address) errors.address1 = MESSAGES.addressTooLong;
  if (len(input.address2) > LIMITS.address) errors.address2 = MESSAGES.address2TooLong;
  if (blank(input.city)) {
    if (rule.cityRequired) errors.city = MESSAGES.cityRequired;
  } else if (len(input.city) > LIMITS.city) errors.city = MESSAGES.cityTooLong;
  const zip = postalCodeError(input.zip, code, rule.postalCode);
  if (zip !== undefined) errors.zip = zip;
  const countryOk = rule.country === 'known' ? isKnownCountry(code) : code !== '';
  if (!countryOk) errors.country = MESSAGES.countryRequired;
  else if (rule.regionRequired(code) && blank(input.region)) errors.region = rule.regionMessage;
  return errors;
}
