import { ERROR_CATALOGUE, type ErrorType } from '@petart/domain';

/** How one error code reaches the client. */
export interface HttpErrorMapping {
  status: number;
  errorType: ErrorType;
}

/** Codes with their own mapping; anything else falls back to the suffix rules below, then to 500. */
export const ERROR_CODES: Readonly<Record<string, HttpErrorMapping>> = {
  'VALIDATION.FAILED': { status: 400, errorType: 'VALIDATION_ERROR' },
  'HTTP.BAD_REQUEST': { status: 400, errorType: 'INVALID_REQUEST' },
  'HTTP.NOT_FOUND': { status: 404, errorType: 'NOT_FOUND' },
  'HTTP.METHOD_NOT_ALLOWED': { status: 405, errorType: 'INVALID_REQUEST' },
  'HTTP.CONFLICT': { status: 409, errorType: 'INVALID_REQUEST' },
  'HTTP.PAYLOAD_TOO_LARGE': { status: 413, errorType: 'INVALID_REQUEST' },
  'HTTP.URI_TOO_LONG': { status: 414, errorType: 'INVALID_REQUEST' },
  'HTTP.UNSUPPORTED_MEDIA_TYPE': { status: 415, errorType: 'INVALID_REQUEST' },
  'HTTP.REQUEST_TIMEOUT': { status: 408, errorType: 'INVALID_REQUEST' },
  'HTTP.HEADERS_TOO_LARGE': { status: 431, errorType: 'INVALID_REQUEST' },
  'AUTH.UNAUTHENTICATED': { status: 401, errorType: 'AUTHENTICATION_ERROR' },
  'AUTH.INVALID_CREDENTIALS': { status: 401, errorType: 'INVALID_CREDENTIALS' },
  'AUTH.USER_NOT_FOUND': { status: 401, errorType: 'USER_NOT_FOUND' },
  'AUTH.EMAIL_ALREADY_EXISTS': { status: 400, errorType: 'EMAIL_ALREADY_EXISTS' },
  'AUTH.EMAIL_VERIFICATION_REQUIRED': { status: 403, errorType: 'EMAIL_VERIFICATION_REQUIRED' },
  'AUTH.FORBIDDEN': { status: 403, errorType: 'FORBIDDEN' },
  'GENERATION.SAFETY_REJECTION': { status: 422, errorType: 'SAFETY_SYSTEM_REJECTION' },
  'GENERATION.QUOTA_EXCEEDED': { status: 503, errorType: 'QUOTA_EXCEEDED' },
  'RATE_LIMIT.EXCEEDED': { status: 429, errorType: 'RATE_LIMIT' },
  'MOCKUP.VARIANT_MISMATCH': { status: 422, errorType: 'VARIANT_MISMATCH' },
  'PAYMENT.FAILED': { status: 402, errorType: 'PAYMENT_ERROR' },
  // Checkout (issue 5).
  'PAYMENT.CARD_DECLINED': { status: 402, errorType: 'PAYMENT_ERROR' },
  'PAYMENT.CARD_INVALID': { status: 400, errorType: 'PAYMENT_ERROR' },
  'PAYMENT.NOT_FOUND': { status: 404, errorType: 'NOT_FOUND' },
  'WEBHOOK.SIGNATURE_INVALID': { status: 400, errorType: 'INVALID_REQUEST' },
  'CART.EMPTY': { status: 400, errorType: 'INVALID_REQUEST' },
  'ORDER.NOT_PAID': { status: 409, errorType: 'INVALID_REQUEST' },
  'PRICING.UNAVAILABLE': { status: 503, errorType: 'SERVER_ERROR' },
  // After the payment (issue 12): the 30-day digital file has expired.
  'ORDER.DOWNLOAD_EXPIRED': { status: 410, errorType: 'NOT_FOUND' },
  // Create journey (issue 4).
  'UPLOAD.TOO_LARGE': { status: 413, errorType: 'INVALID_REQUEST' },
  'UPLOAD.INVALID': { status: 400, errorType: 'INVALID_REQUEST' },
  'UPLOAD.BUSY': { status: 503, errorType: 'SERVER_ERROR' },
  'GENERATION.REVISION_LIMIT': { status: 400, errorType: 'INVALID_REQUEST' },
  'GENERATION.RATE_LIMITED': { status: 429, errorType: 'RATE_LIMIT' },
  'GENERATION.PROVIDER_RATE_LIMIT': { status: 429, errorType: 'RATE_LIMIT' },
  'GENERATION.SERVER_ERROR': { status: 502, errorType: 'SERVER_ERROR' },
  'TEST.ERROR': { status: 500, errorType: 'TEST_ERROR' },
  'DATABASE.UNAVAILABLE': { status: 503, errorType: 'SERVER_ERROR' },
  INTERNAL: { status: 500, errorType: 'SERVER_ERROR' },
};

/** Suffix conventions so that modules can add codes ('CART.ITEM_NOT_FOUND') without touching this table. */
const SUFFIX_RULES: readonly (readonly [string, HttpErrorMapping])[] = [
  ['NOT_FOUND', { status: 404, errorType: 'NOT_FOUND' }],
  ['FORBIDDEN', { status: 403, errorType: 'FORBIDDEN' }],
  ['UNAUTHORIZED', { status: 401, errorType: 'AUTHENTICATION_ERROR' }],
  ['INVALID', { status: 400, errorType: 'INVALID_REQUEST' }],
  ['CONFLICT', { status: 409, errorType: 'INVALID_REQUEST' }],
  ['RATE_LIMITED', { status: 429, errorType: 'RATE_LIMIT' }],
  ['UNAVAILABLE', { status: 503, errorType: 'SERVER_ERROR' }],
];

const INTERNAL = { status: 500, errorType: 'SERVER_ERROR' } as const satisfies HttpErrorMapping;

/** Maps an error code to its HTTP status and errorType (pure; unknown codes are server errors). */
export function httpErrorFor(code: string): HttpErrorMapping {
  const exact = ERROR_CODES[code];
  if (exact) return exact;
  const suffix = SUFFIX_RULES.find(([end]) => code.endsWith(`.${end}`) || code.endsWith(`_${end}`));
  return suffix ? suffix[1] : INTERNAL;
}

/**
 * The short human text (`error` in the envelope) of codes whose clients read it (spec 1 §8: 'Email already exists',
 * 'Email verification required', 'Invalid input'). Other codes use the catalogue title of their errorType.
 */
export const ERROR_TEXTS: Readonly<Record<string, string>> = {
  'VALIDATION.FAILED': 'Invalid input',
  'HTTP.BAD_REQUEST': 'Bad request',
  'HTTP.NOT_FOUND': 'Not found',
  'HTTP.METHOD_NOT_ALLOWED': 'Method not allowed',
  'HTTP.CONFLICT': 'Conflict',
  'HTTP.PAYLOAD_TOO_LARGE': 'Payload too large',
  'HTTP.URI_TOO_LONG': 'URI too long',
  'HTTP.UNSUPPORTED_MEDIA_TYPE': 'Unsupported media type',
  'HTTP.REQUEST_TIMEOUT': 'Request timeout',
  'HTTP.HEADERS_TOO_LARGE': 'Request header fields too large',
  'AUTH.UNAUTHENTICATED': 'Authentication required',
  'AUTH.INVALID_CREDENTIALS': 'Invalid email or password',
  'AUTH.EMAIL_ALREADY_EXISTS': 'Email already exists',
  'AUTH.EMAIL_VERIFICATION_REQUIRED': 'Email verification required',
  'AUTH.FORBIDDEN': 'Access denied',
  'RATE_LIMIT.EXCEEDED': 'Too many requests',
  'DATABASE.UNAVAILABLE': 'Service unavailable',
  'PAYMENT.CARD_DECLINED': 'Card declined',
  'PAYMENT.CARD_INVALID': 'Invalid card',
  'PAYMENT.NOT_FOUND': 'Payment not found',
  'WEBHOOK.SIGNATURE_INVALID': 'Invalid signature',
  'CART.EMPTY': 'Your cart is empty',
  'ORDER.NOT_FOUND': 'Order Not Found',
  'ORDER.NOT_PAID': 'Order not paid',
  'ORDER.CANCEL_CONFLICT': 'Order cannot be cancelled',
  'ORDER.DOWNLOAD_EXPIRED': 'Download expired',
  'ORDER.DOWNLOAD_CONFLICT': 'Download not available',
  'ORDER.FILE_NOT_FOUND': 'File not found',
  'REFUND.AMOUNT_INVALID': 'Invalid refund amount',
  'WEBHOOK.SIGNATURE_UNAUTHORIZED': 'Invalid signature',
  'WEBHOOK.PAYLOAD_INVALID': 'Invalid webhook',
  'PRICING.UNAVAILABLE': 'Failed to calculate pricing',
  'IMAGE_PROXY.URL_INVALID': 'Invalid image URL',
  'UPLOAD.TOO_LARGE': 'File too large',
  'UPLOAD.INVALID': 'Upload failed',
  'UPLOAD.BUSY': 'Service busy',
  'SESSION.NOT_FOUND': 'Session not found',
  'GENERATION.REVISION_LIMIT': 'Revision limit reached',
  'GENERATION.RATE_LIMITED': 'Rate limit exceeded',
  INTERNAL: 'Internal server error',
};

/** The `error` text of a code: its own entry in {@link ERROR_TEXTS}, else the catalogue title of its errorType. */
export function errorTextFor(code: string): string {
  return ERROR_TEXTS[code] ?? ERROR_CATALOGUE[httpErrorFor(code).errorType].title;
}

/** The code used for a bare HTTP status (framework and Fastify errors that carry no code of ours). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'HTTP.BAD_REQUEST';
    case 401:
      return 'AUTH.UNAUTHENTICATED';
    case 403:
      return 'AUTH.FORBIDDEN';
    case 404:
      return 'HTTP.NOT_FOUND';
    case 405:
      return 'HTTP.METHOD_NOT_ALLOWED';
    case 409:
      return 'HTTP.CONFLICT';
    case 408:
      return 'HTTP.REQUEST_TIMEOUT';
    case 413:
      return 'HTTP.PAYLOAD_TOO_LARGE';
    case 414:
      return 'HTTP.URI_TOO_LONG';
    case 415:
      return 'HTTP.UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMIT.EXCEEDED';
    case 431:
      return 'HTTP.HEADERS_TOO_LARGE';
    case 503:
      return 'DATABASE.UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'HTTP.BAD_REQUEST' : 'INTERNAL';
  }
}
