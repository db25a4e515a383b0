import {
  countryName as nameOfCountry,
  LIMITS,
  normalizeCountryCode,
  regionLabel,
  regionRequired,
  regionsFor,
  validateCheckout,
  type FieldErrors,
  type GiftField,
} from '@petart/domain';
import type { AuthUser } from '../../auth';
import { parseShippingInfo } from '../../auth';
import { safeStorage, userKey } from '../../config/storage-keys';
import type { CalculateCartDto, CustomerInfoDto } from '../../api/enhanced-api';
import { FIELD_LABEL } from './checkout-texts';

/** The checkout form (product.md P12, P10). `country` holds the ISO code; `state` the region code. */
export interface CheckoutValues {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  countryName: string;
}
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = FieldErrors<CheckoutField>;

/** Fields saved per field in localStorage (product.md P6): everything but the email (print type is not a field here). */
export const SAVED_FIELDS = [
  'phone',
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
  'countryName',
] as const satisfies readonly CheckoutField[];
type SavedField = (typeof SAVED_FIELDS)[number];

/** localStorage key of one saved field, in the signed-in user's scope (never another customer's address). */
export function storageKey(field: SavedField): string {
  return userKey(`checkoutForm.${field}`);
}

export function saveField(field: SavedField, value: string): void {
  if (value === '') safeStorage.remove(storageKey(field));
  else safeStorage.set(storageKey(field), value);
}

function isSaved(field: CheckoutField): field is SavedField {
  return (SAVED_FIELDS as readonly string[]).includes(field);
}

/**
 * Start values: a value saved on this device wins (the customer's last typing), else the profile (names, phone and
 * the shipping info the previous checkout saved), else blank. The email always comes from the signed-in user.
 */
export function initialValues(user: AuthUser | null): CheckoutValues {
  const info = parseShippingInfo(user?.shippingInfo);
  const profileCountry = normalizeCountryCode(info.countryCode || info.country);
  const rawRegion = info.region ?? '';
  const region =
    regionsFor(profileCountry).find(
      (r) =>
        r.value.toUpperCase() === rawRegion.toUpperCase() ||
        r.label.toUpperCase() === rawRegion.toUpperCase(),
    )?.value ?? rawRegion;
  const profile: Omit<CheckoutValues, 'email'> = {
    phone: user?.phone ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    address: info.address1 ?? '',
    address2: info.address2 ?? '',
    city: info.city ?? '',
    state: region,
    postalCode: info.zip ?? '',
    country: profileCountry,
    countryName: profileCountry ? (info.countryName ?? nameOfCountry(profileCountry)) : '',
  };
  const anySaved = SAVED_FIELDS.some((field) => safeStorage.get(storageKey(field)) !== null);
  const values: CheckoutValues = { email: user?.email ?? '', ...profile };
  if (!anySaved) return values;
  // Once anything is saved on this device the saved form is the source: a field the customer emptied stays empty.
  for (const field of SAVED_FIELDS) values[field] = safeStorage.get(storageKey(field)) ?? '';
  // A saved country keeps its own (possibly empty) region; the profile's region belongs to the profile's country.
  values.country = normalizeCountryCode(values.country);
  if (values.country && !values.countryName) values.countryName = nameOfCountry(values.country);
  return values;
}

/** Sets one field and persists it; a country change clears the region and its saved value (product.md P6). */
export function updateField(values: CheckoutValues, field: CheckoutField, value: string): CheckoutValues {
  const next = { ...values, [field]: value };
  if (field === 'country' && value !== values.country) {
    next.state = '';
    next.countryName = value ? nameOfCountry(value) : '';
    saveField('state', '');
    saveField('countryName', next.countryName);
  }
  if (isSaved(field)) saveField(field, value);
  return next;
}

export function validate(values: CheckoutValues): CheckoutErrors {
  return validateCheckout(values);
}

const REQUIRED: readonly CheckoutField[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'country',
];

/**
 * The Pay Now rule (product.md P10): every required field non-blank, a region where the country needs one, and no
 * form error.
 */
export function canPay(values: CheckoutValues): boolean {
  return payBlockers(values).length === 0;
}

/** The fields in the order the form shows them (the email is the account's, always filled). */
export const FIELD_ORDER: readonly Exclude<CheckoutField, 'countryName'>[] = [
  'email',
  'phone',
  'country',
  'state',
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'postalCode',
];

/** A field that keeps Pay Now disabled: empty although required, or filled but wrong. */
export interface PayBlocker {
  field: CheckoutField | GiftField;
  label: string;
  kind: 'missing' | 'invalid';
}

/** The label a field carries on screen (the region's depends on the country: State, Province, Prefecture...). */
export function fieldLabel(field: CheckoutField, country: string): string {
  if (field === 'state') return regionLabel(country);
  if (field === 'countryName') return FIELD_LABEL.country;
  return FIELD_LABEL[field].replace(' (optional)', '');
}

/**
 * What keeps Pay Now disabled, in the order the form shows the fields: the {@link canPay} rule read field by
 * field. Empty when the form allows paying.
 */
export function payBlockers(values: CheckoutValues): PayBlocker[] {
  const errors = validate(values);
  const blockers: PayBlocker[] = [];
  for (const field of FIELD_ORDER) {
    const required = REQUIRED.includes(field) || (field === 'state' && regionRequired(values.country));
    const label = fieldLabel(field, values.country);
    if (required && values[field].trim() === '') blockers.push({ field, label, kind: 'missing' });
    else if (errors[field]) blockers.push({ field, label, kind: 'invalid' });
  }
  return blockers;
}

/** The create-payment-intent payload, trimmed as the server validates it. */
export function toCustomerInfo(values: CheckoutValues): CustomerInfoDto {
  const code = normalizeCountryCode(values.country);
  const info: CustomerInfoDto = {
    email: values.email.trim(),
    phone: values.phone.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: code,
    countryCode: code,
    countryName: values.countryName || nameOfCountry(code),
  };
  if (values.address2.trim()) info.address2 = values.address2.trim();
  if (values.state.trim()) info.state = values.state.trim();
  return info;
}

/**
 * Pricing request for the current address, or null while it cannot be priced yet: no country, no region where one
 * is required, or a ZIP code shorter than the minimum (the summary then asks for the address instead of showing the
 * server's complaint about a half-typed ZIP code).
 */
export function pricingArgs(values: CheckoutValues): CalculateCartDto | null {
  const country = normalizeCountryCode(values.country);
  if (!country) return null;
  const state = values.state.trim();
  if (regionRequired(country) && !state) return null;
  const postalCode = values.postalCode.trim();
  if (postalCode.length < LIMITS.zipMin) return null;
  const address: CalculateCartDto['address'] = { postalCode };
  if (state) address.state = state;
  if (values.city.trim()) address.city = values.city.trim();
  if (values.address.trim()) address.address1 = values.address.trim();
  return { country, address };
}
