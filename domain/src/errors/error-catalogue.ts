/**
 * The error catalogue of product.md P9: one type per failure the user can see, with the title and message the
 * screens show. Backend and apps share it so a server errorType always renders the same text.
 */

/** Every error type the API may return in `errorType` (product.md P9 plus the commerce and admin ones). */
export type ErrorType =
  | 'SAFETY_SYSTEM_REJECTION'
  | 'QUOTA_EXCEEDED'
  | 'RATE_LIMIT'
  | 'AUTHENTICATION_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'USER_NOT_FOUND'
  | 'EMAIL_ALREADY_EXISTS'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'INVALID_REQUEST'
  | 'SERVER_ERROR'
  | 'UNKNOWN_ERROR'
  | 'TEST_ERROR'
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'VARIANT_MISMATCH'
  | 'PAYMENT_ERROR';

/** Title + message shown for one error type. */
export interface ErrorCatalogueEntry {
  title: string;
  message: string;
}

/**
 * Titles and messages. Where product.md P9 only paraphrases a message (e.g. "uploaded image contains inappropriate
 * content, upload a different image"), the sentence below is our wording of that paraphrase.
 */
export const ERROR_CATALOGUE: Record<ErrorType, ErrorCatalogueEntry> = {
  SAFETY_SYSTEM_REJECTION: {
    title: 'Content Policy Violation',
    message:
      'Your uploaded image appears to contain inappropriate content. Please upload a different image to continue.',
  },
  QUOTA_EXCEEDED: {
    title: 'Service Temporarily Unavailable',
    message:
      'Our image generation service is currently unavailable due to high demand. Please try again in a few minutes.',
  },
  RATE_LIMIT: {
    title: 'Generation Limit Reached',
    message:
      "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.",
  },
  AUTHENTICATION_ERROR: {
    title: 'Service Issue',
    message: 'We are having trouble connecting to our image service. Please try again later.',
  },
  INVALID_CREDENTIALS: {
    title: 'Login Failed',
    message: 'The email or password you entered is incorrect.',
  },
  USER_NOT_FOUND: {
    title: 'Account Not Found',
    message: 'We could not find an account with that email. Please check it or create an account.',
  },
  EMAIL_ALREADY_EXISTS: {
    title: 'Email Already Registered',
    message: 'An account with this email already exists. Please log in instead.',
  },
  EMAIL_VERIFICATION_REQUIRED: {
    title: 'Email verification required',
    message: 'Please verify your email before logging in.',
  },
  INVALID_REQUEST: {
    title: "We couldn't process your request",
    message: "We couldn't process your request. Please try a different image or style.",
  },
  SERVER_ERROR: {
    title: 'Server Connection Error',
    message: "We're experiencing technical difficulties. Please try again in a moment.",
  },
  UNKNOWN_ERROR: {
    title: 'Something went wrong',
    message: 'Something went wrong. Please try again.',
  },
  TEST_ERROR: {
    title: 'Test Error',
    message: 'This is an administrative test error.',
  },
  VALIDATION_ERROR: {
    title: 'Invalid Input',
    message: 'Invalid input',
  },
  NOT_FOUND: {
    title: 'Not Found',
    message: 'The requested resource could not be found',
  },
  FORBIDDEN: {
    title: 'Access Denied',
    message: "You don't have permission to access this feature",
  },
  VARIANT_MISMATCH: {
    title: 'Size Temporarily Unavailable',
    message: 'Please try a different size for now. Our team is working on fixing this issue.',
  },
  PAYMENT_ERROR: {
    title: 'Payment Error',
    message: 'Failed to process payment. Please try again.',
  },
};

/** All error types, e.g. for DTO enums and exhaustive tests. */
export const ERROR_TYPES = Object.keys(ERROR_CATALOGUE) as ErrorType[];

/** True when the string is one of the catalogue's error types. */
export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}

/** Fallback texts by HTTP status when a response body cannot be read (product.md P9). */
export const STATUS_FALLBACK_MESSAGES = {
  401: 'You need to log in to access this feature',
  403: "You don't have permission to access this feature",
  404: 'The requested resource could not be found',
  500: 'There was a problem with our server',
  502: "We're having trouble connecting to our servers right now",
  504: "We're having trouble connecting to our servers right now",
  other: 'Something went wrong with your request',
} as const;

/** Message used when a readable body carries neither `message` nor `error` (product.md P9). */
export const GENERIC_BODY_MESSAGE = 'Something went wrong';

/** Other fixed user-facing failure texts of product.md P9 and product.md P9, so apps and backend do not retype them. */
export const FAILURE_TEXTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  resendFailed: 'Failed to resend verification email',
  logoutFailed: 'Logout failed',
  emailVerificationRequired: 'Email verification required',
  emailAlreadyExists: 'Email already exists',
  generationFallback: "We couldn't generate your artwork. Please try again or choose a different style.",
  revisionFallback:
    "We couldn't generate a revision of your artwork. Please try again with a different prompt or style.",
  uploadFailedTitle: 'Upload failed',
  uploadFailedMessage: 'There was a problem uploading your image. Please try again.',
  pricingFailed: 'Failed to calculate cart pricing',
  pricingFailedShort: 'Failed to calculate pricing',
  pricingHint: 'Please check your address and try again.',
  paymentFailed: 'Failed to process payment. Please try again.',
  paymentIntentFailed: 'Failed to create payment intent',
  orderNotFound:
    "We couldn't find the order you're looking for. Please check your order reference number and try again.",
  noAuthToken: 'No auth token',
  fetchOrdersFailed: 'Failed to fetch orders',
  fetchUserFailed: 'Failed to fetch user details',
  addToCartFailed: 'Failed to add item to cart',
  updateQuantityFailed: 'Failed to update item quantity',
  removeFromCartFailed: 'Failed to remove item from cart',
  clearCartFailed: 'Failed to clear cart',
} as const;
