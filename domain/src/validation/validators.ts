/**
 * Pure form validators. Each returns a field -> message map holding the first failing rule per field (the order of
 * checks matches how the forms show them: required, then format, then length). Values are trimmed before checks
 * because the forms trim before sending.
 */
import { validateAddress, type AddressField, type AddressInput, type ShippingInfo } from '../address/address';
import { isPrintTypeId } from '../catalogue/print-catalogue';
import { EMAIL_PATTERN, LIMITS, MESSAGES, PHONE_PATTERN, type FieldErrors } from './rules';

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

/**
 * The one phone rule of the checkout, the settings and the API behind both: required; digits with an optional
 * leading + and country code (separators allowed, see PHONE_PATTERN); at least 7 digits; at most 15 characters (the
 * fields' counter). Returns the first failing message, or undefined.
 */
export function phoneError(phone: string | null | undefined): string | undefined {
  const value = (phone ?? '').trim();
  if (value === '') return MESSAGES.phoneRequired;
  if (!PHONE_PATTERN.test(value)) return MESSAGES.phoneDigitsOnly;
  if (value.replace(/\D/g, '').length < LIMITS.phoneMinDigits) return MESSAGES.phoneTooShort;
  if (value.length > LIMITS.phone) return MESSAGES.phoneTooLong;
  return undefined;
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

function nameError(value: string, required: string, tooLong: string): string | undefined {
  if (blank(value)) return required;
  if (len(value) > LIMITS.name) return tooLong;
  return undefined;
}

/** Personal settings (product.md P10): names required up to 40, and the checkout's phone rule ({@link phoneError}). */
export function validatePersonalSettings(v: {
  firstName: string;
  lastName: string;
  phone: string;
}): FieldErrors<'firstName' | 'lastName' | 'phone'> {
  const errors: FieldErrors<'firstName' | 'lastName' | 'phone'> = validateRecipient(v);
  put(errors, 'phone', phoneError(v.phone));
  return errors;
}

/**
 * Shipping settings (product.md P10): the address rule of the saved shipping info ({@link validateAddress}, use
 * 'settings'), in the settings form's own field names.
 */
export function validateShippingSettings(v: ShippingInfo): FieldErrors<AddressField> {
  return validateAddress(v, 'settings');
}

type CheckoutField = keyof CheckoutForm;

/** Where an order is shipped: the checkout form's address fields. */
export type ShippingAddressForm = Pick<
  CheckoutForm,
  'firstName' | 'lastName' | 'address' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'
>;
type ShippingAddressField = keyof ShippingAddressForm;

/** The checkout form's name of each address field (product.md P10 spells them differently from the stored address). */
export const CHECKOUT_ADDRESS_FIELDS = {
  address1: 'address',
  address2: 'address2',
  city: 'city',
  region: 'state',
  zip: 'postalCode',
  country: 'country',
} as const satisfies Record<AddressField, keyof CheckoutForm>;

/** The address of a checkout form, in the address's own field names. */
export function checkoutFormAddress(
  v: Pick<CheckoutForm, (typeof CHECKOUT_ADDRESS_FIELDS)[AddressField]>,
): AddressInput {
  return {
    address1: v.address,
    address2: v.address2,
    city: v.city,
    region: v.state,
    zip: v.postalCode,
    country: v.country,
  };
}

/** Whom a parcel is for: first and last name required, each up to 40 characters (product.md P10). */
export function validateRecipient(v: {
  firstName: string;
  lastName: string;
}): FieldErrors<'firstName' | 'lastName'> {
  const errors: FieldErrors<'firstName' | 'lastName'> = {};
  put(errors, 'firstName', nameError(v.firstName, MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong));
  put(errors, 'lastName', nameError(v.lastName, MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong));
  return errors;
}

/**
 * The checkout's shipping address (product.md P10): the recipient ({@link validateRecipient}) and the address rule
 * of where an order ships ({@link validateAddress}, use 'shipping'), in the checkout form's field names.
 */
export function validateShippingAddress(v: ShippingAddressForm): FieldErrors<ShippingAddressField> {
  const errors: FieldErrors<ShippingAddressField> = validateRecipient(v);
  for (const [field, message] of Object.entries(validateAddress(checkoutFormAddress(v), 'shipping')))
    errors[CHECKOUT_ADDRESS_FIELDS[field as AddressField]] = message;
  return errors;
}

/**
 * Checkout form (product.md P10): the shipping address ({@link validateShippingAddress}), an email, and the phone
 * rule settings use too ({@link phoneError}: a country code such as +1 is accepted).
 */
export function validateCheckout(v: CheckoutForm): FieldErrors<CheckoutField> {
  const { firstName, lastName, ...address } = validateShippingAddress(v);
  const errors: FieldErrors<CheckoutField> = {};
  put(errors, 'firstName', firstName);
  put(errors, 'lastName', lastName);
  if (blank(v.email)) errors.email = MESSAGES.emailRequired;
  else put(errors, 'email', emailError(v.email));
  put(errors, 'phone', phoneError(v.phone));
  Object.assign(errors, address);
  if (v.printType !== undefined && !isPrintTypeId(v.printType.trim().toLowerCase()))
    errors.printType = MESSAGES.invalidPrintType;
  return errors;
}

/** True when a validator result holds no error (the Pay Now / Save enablement rule). */
export function isValid(errors: FieldErrors): boolean {
  return Object.values(errors).every((m) => m === undefined);
}
