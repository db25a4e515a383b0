/**
 * Pure form validators. Each returns a field -> message map holding the first failing rule per field (the order of
 * checks matches how the forms show them: required, then format, then length). Values are trimmed before checks
 * because the forms trim before sending.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isPrintTypeId } from '../catalogue/print-catalogue';
import { isKnownCountry, normalizeCountryCode } from '../geo/countries';
import { regionRequired } from '../geo/regions';
import { EMAIL_PATTERN, LIMITS, MESSAGES, type FieldErrors } from './rules';

/** Shipping information as stored on the user (product.md P13). */
export interface ShippingInfo {
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  zip: string;
  country: string;
  countryCode?: string;
  countryName?: string;
}

/** Checkout form values (product.md P10). */
export interface CheckoutForm {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  address2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
  printType?: string;
}

function blank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

function len(value: string | null | undefined): number {
  return (value ?? '').trim().length;
}

function put<K extends string>(errors: FieldErrors<K>, field: K, message: string | undefined): void {
  if (message !== undefined) errors[field] = message;
}

/** True when the email has a plausible shape (see EMAIL_PATTERN). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

function emailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : MESSAGES.invalidEmail;
}

/** Login form: valid email, password of at least 6 characters (product.md P10). */
export function validateLogin(v: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  put(errors, 'email', emailError(v.email));
  if (v.password.length < LIMITS.loginPasswordMin) errors.password = MESSAGES.loginPasswordMin;
  return errors;
}

/** Registration form: the login rules plus confirmPassword equal to password (product.md P10). */
export function validateRegister(v: {
  email: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<'email' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'email' | 'password' | 'confirmPassword'> = { ...validateLogin(v) };
  if (v.confirmPassword !== v.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** Forgot-password form: a valid email. */
export function validateForgotPassword(v: { email: string }): FieldErrors<'email'> {
  const errors: FieldErrors<'email'> = {};
  put(errors, 'email', emailError(v.email));
  return errors;
}

/** Reset-password form: password 8..100, confirmation at least 8 and equal (product.md P10). */
export function validateResetPassword(v: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (v.password.length < LIMITS.resetPasswordMin) errors.password = MESSAGES.resetPasswordMin;
  else if (v.password.length > LIMITS.resetPasswordMax) errors.password = MESSAGES.resetPasswordMax;
  if (v.confirmPassword.length < LIMITS.resetPasswordMin)
    errors.confirmPassword = MESSAGES.confirmPasswordMin;
  else if (v.confirmPassword !== v.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/**
 * Settings password rule (product.md P10): at least 8 characters with an uppercase letter, a lowercase letter, a number
 * and a special character (anything that is not a letter, digit or space). Returns the first failing message.
 */
export function validateStrongPassword(password: string): string | undefined {
  if (password.length < LIMITS.strongPasswordMin) return MESSAGES.strongPasswordMin;
  if (!/[A-Z]/.test(password)) return MESSAGES.strongPasswordUppercase;
  if (!/[a-z]/.test(password)) return MESSAGES.strongPasswordLowercase;
  if (!/[0-9]/.test(password)) return MESSAGES.strongPasswordNumber;
  if (!/[^A-Za-z0-9\s]/.test(password)) return MESSAGES.strongPasswordSpecial;
  return undefined;
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

/** Postal-code messages; settings say "Postal code", checkout says "ZIP code" (product.md P10). */
interface PostalCodeMessages {
  required: string;
  tooShort: string;
  tooLong: string;
  invalid: string;
}

/** Required, then length (the more specific words for a plainly short or long value), then the country's format. */
function postalCodeError(value: string, countryCode: string, m: PostalCodeMessages): string | undefined {
  if (blank(value)) return m.required;
  if (len(value) < LIMITS.zipMin) return m.tooShort;
  if (len(value) > LIMITS.zipMax) return m.tooLong;
  return isValidPostalCode(value, countryCode) ? undefined : m.invalid;
}

function nameError(value: string, required: string, tooLong: string): string | undefined {
  if (blank(value)) return required;
  if (len(value) > LIMITS.name) return tooLong;
  return undefined;
}

/** Personal settings (product.md P10): names required up to 40, phone required, digits only, 7 to 15 digits. */
export function validatePersonalSettings(v: {
  firstName: string;
  lastName: string;
  phone: string;
}): FieldErrors<'firstName' | 'lastName' | 'phone'> {
  const errors: FieldErrors<'firstName' | 'lastName' | 'phone'> = {};
  put(errors, 'firstName', nameError(v.firstName, MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong));
  put(errors, 'lastName', nameError(v.lastName, MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong));
  const phone = v.phone.trim();
  if (phone === '') errors.phone = MESSAGES.phoneRequired;
  else if (!/^\d+$/.test(phone)) errors.phone = MESSAGES.phoneDigitsOnly;
  else if (phone.length < LIMITS.settingsPhoneMin) errors.phone = MESSAGES.phoneTooShort;
  else if (phone.length > LIMITS.phone) errors.phone = MESSAGES.phoneTooLong;
  return errors;
}

type ShippingField = 'address1' | 'address2' | 'city' | 'region' | 'zip' | 'country';

/**
 * Shipping settings (product.md P10). The region is required only for the US here (settings are laxer than checkout,
 * which re-checks the full region rule before payment). The country code is taken from countryCode, else country.
 */
export function validateShippingSettings(v: ShippingInfo): FieldErrors<ShippingField> {
  const errors: FieldErrors<ShippingField> = {};
  if (blank(v.address1)) errors.address1 = MESSAGES.streetAddressRequired;
  else if (len(v.address1) > LIMITS.address) errors.address1 = MESSAGES.addressTooLong;
  if (len(v.address2) > LIMITS.address) errors.address2 = MESSAGES.address2TooLong;
  if (blank(v.city)) errors.city = MESSAGES.cityRequired;
  else if (len(v.city) > LIMITS.city) errors.city = MESSAGES.cityTooLong;
  const code = normalizeCountryCode(v.countryCode || v.country);
  put(
    errors,
    'zip',
    postalCodeError(v.zip, code, {
      required: MESSAGES.postalCodeRequired,
      tooShort: MESSAGES.postalCodeTooShort,
      tooLong: MESSAGES.postalCodeTooLong,
      invalid: MESSAGES.postalCodeInvalid,
    }),
  );
  if (blank(v.country) && blank(v.countryCode)) errors.country = MESSAGES.countryRequired;
  if (code === 'US' && blank(v.region)) errors.region = MESSAGES.settingsRegionRequired;
  return errors;
}

type CheckoutField = keyof CheckoutForm;

/** Where an order is shipped: the checkout form's address fields (staff corrections use the same). */
export type ShippingAddressForm = Pick<
  CheckoutForm,
  'firstName' | 'lastName' | 'address' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'
>;
type ShippingAddressField = keyof ShippingAddressForm;

/**
 * The one rule of a shipping address (product.md P10), for the checkout and for staff correcting a paid order's
 * address: names, street and city required within their lengths, a known country (ISO code), the postal code in
 * that country's format (no control or formula characters), and a region for the region-required countries.
 */
export function validateShippingAddress(v: ShippingAddressForm): FieldErrors<ShippingAddressField> {
  const errors: FieldErrors<ShippingAddressField> = {};
  put(errors, 'firstName', nameError(v.firstName, MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong));
  put(errors, 'lastName', nameError(v.lastName, MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong));
  if (blank(v.address)) errors.address = MESSAGES.addressRequired;
  else if (len(v.address) > LIMITS.address) errors.address = MESSAGES.addressTooLong;
  if (len(v.address2) > LIMITS.address) errors.address2 = MESSAGES.address2TooLong;
  if (blank(v.city)) errors.city = MESSAGES.cityRequired;
  else if (len(v.city) > LIMITS.city) errors.city = MESSAGES.cityTooLong;
  put(
    errors,
    'postalCode',
    postalCodeError(v.postalCode, v.country, {
      required: MESSAGES.zipRequired,
      tooShort: MESSAGES.zipTooShort,
      tooLong: MESSAGES.zipTooLong,
      invalid: MESSAGES.zipInvalid,
    }),
  );
  if (!isKnownCountry(v.country)) errors.country = MESSAGES.countryRequired;
  else if (regionRequired(v.country) && blank(v.state)) errors.state = MESSAGES.regionRequiredForCountry;
  return errors;
}

/**
 * Checkout form (product.md P10): the shipping address ({@link validateShippingAddress}), an email, and a phone that
 * may hold a country code such as +1, so only presence and length are checked.
 */
export function validateCheckout(v: CheckoutForm): FieldErrors<CheckoutField> {
  const { firstName, lastName, ...address } = validateShippingAddress(v);
  const errors: FieldErrors<CheckoutField> = {};
  put(errors, 'firstName', firstName);
  put(errors, 'lastName', lastName);
  if (blank(v.email)) errors.email = MESSAGES.emailRequired;
  else put(errors, 'email', emailError(v.email));
  if (blank(v.phone)) errors.phone = MESSAGES.phoneRequired;
  else if (len(v.phone) > LIMITS.phone) errors.phone = MESSAGES.phoneTooLong;
  Object.assign(errors, address);
  if (v.printType !== undefined && !isPrintTypeId(v.printType.trim().toLowerCase()))
    errors.printType = MESSAGES.invalidPrintType;
  return errors;
}

/** True when a validator result holds no error (the Pay Now / Save enablement rule). */
export function isValid(errors: FieldErrors): boolean {
  return Object.values(errors).every((m) => m === undefined);
}
