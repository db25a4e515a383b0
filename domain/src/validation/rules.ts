/**
 * Validation limits and messages as data (product.md P10, P11 and product.md P10, P11), shared by the backend DTOs and the app
 * forms so both reject the same input with the same words.
 */

/**
 * Generous length ceilings of a customer's contact and address fields as the API accepts them (checkout, saved
 * shipping address, staff address edits): the spec's own rules ({@link LIMITS}, the validators) are stricter where it
 * has one and answer with its messages; these only bound what reaches them.
 */
export const CUSTOMER_INFO_MAX_LENGTH = {
  email: 320,
  phone: 60,
  firstName: 200,
  lastName: 200,
  address: 300,
  address2: 300,
  city: 200,
  state: 100,
  postalCode: 40,
  country: 100,
  countryCode: 2,
  countryName: 100,
  printType: 20,
} as const;

/** Numeric limits and policy constants of both specs. */
export const LIMITS = {
  /** First and last name maximum length. */
  name: 40,
  /** Phone maximum length in characters, as the fields count them (checkout and settings). */
  phone: 15,
  /** Phone minimum number of digits (checkout and settings): fewer reaches no one. */
  phoneMinDigits: 7,
  /** Address line maximum length. */
  address: 100,
  city: 50,
  zipMin: 3,
  zipMax: 10,
  loginPasswordMin: 6,
  resetPasswordMin: 8,
  resetPasswordMax: 100,
  /** Settings (strong) password minimum length. */
  strongPasswordMin: 8,
  /** Upload size stated as 10MB (product.md P10). */
  uploadMaxBytes: 10 * 1024 * 1024,
  generationsPerWindow: 5,
  /**
   * Characters of a custom prompt (style context, refine changes) used for generation. The fields stop at this
   * length and show a counter, so what is sent is exactly what the customer sees.
   */
  customPromptMax: 500,
  generationWindowMs: 5 * 60 * 1000,
  revisionsPerSession: 1,
  sessionLifetimeMs: 24 * 60 * 60 * 1000,
  mockupCacheMs: 24 * 60 * 60 * 1000,
  cartQuantityMin: 1,
  cartQuantityDefault: 1,
  errorLogPageSize: 10,
  adminRecentOrders: 10,
  orderHashDisplayChars: 8,
  ordersStaleMs: 60_000,
  ordersRefetchMs: 300_000,
  toastDurationMs: 5000,
  mobileMessageTruncate: 100,
  /** Support and legal windows in days (product.md P1). */
  problemReportDays: 30,
  digitalDownloadDays: 30,
} as const;

/** Every validation message of both specs. Wording not given by the specs is marked "(ours)". */
export const MESSAGES = {
  required: 'Required',
  invalidInput: 'Invalid input',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required', // (ours)
  loginPasswordMin: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordMin: 'Password must be at least 8 characters',
  resetPasswordMax: 'Password is too long',
  confirmPasswordMin: 'Confirm password must be at least 8 characters',
  strongPasswordMin: 'Password must be at least 8 characters long',
  strongPasswordUppercase: 'Password must contain at least one uppercase letter',
  strongPasswordLowercase: 'Password must contain at least one lowercase letter',
  strongPasswordNumber: 'Password must contain at least one number',
  strongPasswordSpecial: 'Password must contain at least one special character',
  imageRequired: 'Please select an image',
  sizeRequiredTitle: 'Please select a size',
  sizeRequiredMessage: 'Choose a print size before continuing',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: 'First name must be 40 characters or less',
  lastNameTooLong: 'Last name must be 40 characters or less', // (ours, mirrors the first-name message)
  phoneRequired: 'Phone number is required',
  // The spec's 'Phone number must contain only digits', widened by the checkout's rule that a country code such as +1
  // is accepted: one phone rule for checkout and settings (ours).
  phoneDigitsOnly: 'Phone number must contain only digits; a country code such as +1 is fine',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  streetAddressRequired: 'Street address is required',
  addressRequired: 'Address is required', // (ours)
  addressTooLong: 'Address must be 100 characters or less',
  address2TooLong: 'Address line 2 must be 100 characters or less', // (ours)
  cityRequired: 'City is required',
  cityTooLong: 'City must be 50 characters or less', // (ours)
  settingsRegionRequired: 'State/Province is required',
  postalCodeRequired: 'Postal code is required',
  postalCodeTooShort: 'Postal code is too short',
  postalCodeTooLong: 'Postal code is too long',
  zipRequired: 'ZIP code is required',
  zipTooShort: 'ZIP code is too short',
  zipTooLong: 'ZIP code is too long',
  postalCodeInvalid: 'Please enter a valid postal code', // (ours, the format for the country)
  zipInvalid: 'Please enter a valid ZIP code', // (ours, the format for the country)
  countryRequired: 'Country is required',
  regionRequiredForCountry: 'State/Province/Region is required for this country',
  invalidPrintType: 'Print type must be poster, canvas or framed', // (ours)
} as const;

/** Map of field name to its first failing message; an empty object means valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Email shape check: something@domain.tld, no spaces. Deliberately loose (RFC 5322 is not worth enforcing in a form);
 * the verification email is the real check.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Phone shape: digits, optionally after one leading + (the country code), with the spaces, dashes, dots and brackets
 * people type between groups ("+1 (212) 555-0123"), so every phone the checkout ever saved still reads as valid.
 */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
