import { ERROR_CATALOGUE, type ErrorType } from '@petart/domain';

/** How one error code reaches the client. */
export interface HttpErrorMapping {
  status: number;
  errorType: ErrorType;
}

const NOT_FOUND = { status: 404, errorType: 'NOT_FOUND' } as const;
const FORBIDDEN = { status: 403, errorType: 'FORBIDDEN' } as const;
const INVALID = { status: 400, errorType: 'INVALID_REQUEST' } as const;
const CONFLICT = { status: 409, errorType: 'INVALID_REQUEST' } as const;
const UNAVAILABLE = { status: 503, errorType: 'SERVER_ERROR' } as const;

/**
 * Every error code the API answers, with its HTTP status and the errorType of the domain's error catalogue: the one
 * table. {@link AppError} only takes an {@link ErrorCode}, so a new failure starts with a row here (grouped by
 * capability; add yours to its group, or a new group at the end). The code strings are part of the API (`code` in
 * the envelope) and never change. How a code becomes an answer: the global AllExceptionsFilter looks the code up
 * here for the status and errorType, in {@link ERROR_TEXTS} for the `error` text, and sets every header itself.
 */
export const ERROR_CODES = {
  // Platform: validation, HTTP and the database.
  'VALIDATION.FAILED': { status: 400, errorType: 'VALIDATION_ERROR' },
  'HTTP.BAD_REQUEST': INVALID,
  'HTTP.NOT_FOUND': NOT_FOUND,
  'HTTP.METHOD_NOT_ALLOWED': { status: 405, errorType: 'INVALID_REQUEST' },
  'HTTP.CONFLICT': CONFLICT,
  'HTTP.PAYLOAD_TOO_LARGE': { status: 413, errorType: 'INVALID_REQUEST' },
  'HTTP.URI_TOO_LONG': { status: 414, errorType: 'INVALID_REQUEST' },
  'HTTP.UNSUPPORTED_MEDIA_TYPE': { status: 415, errorType: 'INVALID_REQUEST' },
  'HTTP.REQUEST_TIMEOUT': { status: 408, errorType: 'INVALID_REQUEST' },
  'HTTP.HEADERS_TOO_LARGE': { status: 431, errorType: 'INVALID_REQUEST' },
  'DATABASE.UNAVAILABLE': UNAVAILABLE,
  'HEALTH.NOT_READY': UNAVAILABLE,
  'TEST.ERROR': { status: 500, errorType: 'TEST_ERROR' },
  INTERNAL: { status: 500, errorType: 'SERVER_ERROR' },
  // Accounts and sign-in.
  'AUTH.UNAUTHENTICATED': { status: 401, errorType: 'AUTHENTICATION_ERROR' },
  'AUTH.INVALID_CREDENTIALS': { status: 401, errorType: 'INVALID_CREDENTIALS' },
  'AUTH.USER_NOT_FOUND': { status: 401, errorType: 'USER_NOT_FOUND' },
  'AUTH.EMAIL_ALREADY_EXISTS': { status: 400, errorType: 'EMAIL_ALREADY_EXISTS' },
  'AUTH.EMAIL_VERIFICATION_REQUIRED': { status: 403, errorType: 'EMAIL_VERIFICATION_REQUIRED' },
  'AUTH.FORBIDDEN': FORBIDDEN,
  'AUTH.ORIGIN_FORBIDDEN': FORBIDDEN,
  'AUTH.RESET_TOKEN_INVALID': INVALID,
  'AUTH.VERIFICATION_TOKEN_INVALID': INVALID,
  /** Staff disabled the account: sign-in is refused with a message that says so. */
  'AUTH.ACCOUNT_DISABLED': FORBIDDEN,
  'RATE_LIMIT.EXCEEDED': { status: 429, errorType: 'RATE_LIMIT' },
  // Create journey: uploads, sessions, generation, images, mockups.
  'UPLOAD.TOO_LARGE': { status: 413, errorType: 'INVALID_REQUEST' },
  'UPLOAD.INVALID': INVALID,
  'UPLOAD.BUSY': UNAVAILABLE,
  'SESSION.NOT_FOUND': NOT_FOUND,
  'SESSION.IMAGE_INVALID': INVALID,
  'SESSION.PRINT_TYPE_INVALID': INVALID,
  'SESSION.PRINT_SIZE_INVALID': INVALID,
  'SESSION.TOO_MANY_PETS': INVALID,
  'SESSION.PETS_LOCKED': CONFLICT,
  'SESSION.PET_NOT_FOUND': NOT_FOUND,
  'GENERATION.SAFETY_REJECTION': { status: 422, errorType: 'SAFETY_SYSTEM_REJECTION' },
  'GENERATION.QUOTA_EXCEEDED': { status: 503, errorType: 'QUOTA_EXCEEDED' },
  'GENERATION.REVISION_LIMIT': INVALID,
  'GENERATION.RATE_LIMITED': { status: 429, errorType: 'RATE_LIMIT' },
  'GENERATION.PROVIDER_RATE_LIMIT': { status: 429, errorType: 'RATE_LIMIT' },
  'GENERATION.SERVER_ERROR': { status: 502, errorType: 'SERVER_ERROR' },
  'GENERATION.SOURCE_NOT_FOUND': NOT_FOUND,
  'GENERATION.STYLE_INVALID': INVALID,
  'GENERATION.TEST_ERROR_INVALID': INVALID,
  'IMAGES.NOT_FOUND': NOT_FOUND,
  'IMAGES.FORBIDDEN': FORBIDDEN,
  'IMAGE_PROXY.URL_INVALID': INVALID,
  'ASSET.NOT_FOUND': NOT_FOUND,
  'MOCKUP.VARIANT_MISMATCH': { status: 422, errorType: 'VARIANT_MISMATCH' },
  'MOCKUP.IMAGE_NOT_FOUND': NOT_FOUND,
  'MOCKUP.PRINT_TYPE_INVALID': INVALID,
  // Cart, pricing and checkout.
  'CART.EMPTY': INVALID,
  'CART.ITEM_NOT_FOUND': NOT_FOUND,
  'CART.IMAGE_INVALID': INVALID,
  'CART.PRINT_TYPE_INVALID': INVALID,
  'CART.PRINT_SIZE_INVALID': INVALID,
  'CART.PRINT_RESOLUTION_TOO_LOW': INVALID,
  'PRICING.UNAVAILABLE': UNAVAILABLE,
  /** The shipping method asked for is not offered for the cart's items to the address (e.g. express abroad). */
  'PRICING.SHIPPING_METHOD_UNAVAILABLE': INVALID,
  // Payments and orders.
  'PAYMENT.FAILED': { status: 402, errorType: 'PAYMENT_ERROR' },
  'PAYMENT.CARD_DECLINED': { status: 402, errorType: 'PAYMENT_ERROR' },
  'PAYMENT.CARD_INVALID': { status: 400, errorType: 'PAYMENT_ERROR' },
  'PAYMENT.NOT_FOUND': NOT_FOUND,
  /** The order was cancelled before it was paid: its payment can no longer be made. */
  'PAYMENT.ORDER_CANCELLED': CONFLICT,
  /** The cart changed after the payment began: the old payment is refused, the customer reviews the new total. */
  'PAYMENT.CART_CHANGED': CONFLICT,
  /** The order expired unpaid: its payment was cancelled at the provider and can no longer be made. */
  'PAYMENT.ORDER_EXPIRED': CONFLICT,
  /** The order's discount code no longer holds (used up, already used, first order only): not paid, or refunded. */
  'PAYMENT.DISCOUNT_UNAVAILABLE': CONFLICT,
  'WEBHOOK.SIGNATURE_INVALID': INVALID,
  'WEBHOOK.SIGNATURE_UNAUTHORIZED': { status: 401, errorType: 'AUTHENTICATION_ERROR' },
  'WEBHOOK.PAYLOAD_INVALID': INVALID,
  'ORDER.NOT_FOUND': NOT_FOUND,
  'ORDER.NOT_PAID': CONFLICT,
  'ORDER.CANCEL_CONFLICT': CONFLICT,
  'ORDER.LOCK_UNAVAILABLE': UNAVAILABLE,
  'ORDER.RESUBMIT_CONFLICT': CONFLICT,
  /** A staff action on an order that its state forbids (address after production, nothing to resend...). */
  'ORDER.ACTION_CONFLICT': CONFLICT,
  'ORDER.PROOF_CONFLICT': CONFLICT,
  'USER.NOT_FOUND': NOT_FOUND,
  /** A staff action on an account that its state or the config forbids (an ADMIN_EMAILS admin, oneself). */
  'USER.ACTION_CONFLICT': CONFLICT,
  // After the payment: the 30-day digital file, refunds.
  'ORDER.DOWNLOAD_CONFLICT': CONFLICT,
  'ORDER.DOWNLOAD_EXPIRED': { status: 410, errorType: 'NOT_FOUND' },
  'ORDER.FILE_NOT_FOUND': NOT_FOUND,
  'REFUND.AMOUNT_INVALID': INVALID,
  // Problems after delivery: reports, their photos, staff decisions.
  'CLAIM.NOT_FOUND': NOT_FOUND,
  'CLAIM.INVALID': INVALID,
  'CLAIM.WINDOW_CLOSED': CONFLICT,
  'CLAIM.LINE_TAKEN': CONFLICT,
  'CLAIM.LINE_SETTLED': CONFLICT,
  'CLAIM.ACTION_CONFLICT': CONFLICT,
  // Reviews: one per delivered order line, the author's own; staff moderate them.
  'REVIEW.NOT_FOUND': NOT_FOUND,
  'REVIEW.INVALID': INVALID,
  'REVIEW.NOT_DELIVERED': CONFLICT,
  'REVIEW.LINE_TAKEN': CONFLICT,
  // Discount codes: a code the customer's cart cannot take (reason in the envelope), staff's codes.
  'DISCOUNT.INVALID': INVALID,
  'DISCOUNT.NOT_FOUND': NOT_FOUND,
  'DISCOUNT.CODE_TAKEN': CONFLICT,
  // Gift cards: a code that cannot pay (reason in the envelope), a balance another checkout just spent.
  'GIFT_CARD.INVALID': INVALID,
  'GIFT_CARD.NOT_FOUND': NOT_FOUND,
  'GIFT_CARD.BALANCE_USED': CONFLICT,
  // Staff dev tools: error logs, the job queue, AI analysis, test emails.
  'ERROR_LOG.NOT_FOUND': NOT_FOUND,
  'ERROR_LOG.AUDIT_FORBIDDEN': FORBIDDEN,
  'JOB.NOT_FOUND': NOT_FOUND,
  'JOB.CONFLICT': CONFLICT,
  'ANALYSIS.UNAVAILABLE': UNAVAILABLE,
  'MAIL.UNAVAILABLE': UNAVAILABLE,
  // The name on the print (D-178).
  'PERSONALISATION.INVALID': { status: 400, errorType: 'VALIDATION_ERROR' },
  'PERSONALISATION.TOO_LATE': CONFLICT,
  // A customer's own data: the export, the deletion of the account (D-305).
  'PRIVACY.PASSWORD_INCORRECT': INVALID,
  'PRIVACY.LINK_INVALID': INVALID,
  'PRIVACY.LINK_EXPIRED': { status: 410, errorType: 'NOT_FOUND' },
  'PRIVACY.EXPORT_NOT_FOUND': NOT_FOUND,
  'PRIVACY.EXPORT_NOT_READY': CONFLICT,
} as const satisfies Record<string, HttpErrorMapping>;

/** The closed set of error codes (the keys of {@link ERROR_CODES}). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** True when `code` is one of ours. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/**
 * Strings that are not in the table never come from {@link AppError} (it takes an ErrorCode). Should one arrive
 * anyway (a code read back from storage, a typo in a cast), the naming convention still gives it a sensible answer
 * instead of a 500; every code the API answers today is in the table.
 */
const SUFFIX_RULES: readonly (readonly [string, HttpErrorMapping])[] = [
  ['NOT_FOUND', NOT_FOUND],
  ['FORBIDDEN', FORBIDDEN],
  ['UNAUTHORIZED', { status: 401, errorType: 'AUTHENTICATION_ERROR' }],
  ['INVALID', INVALID],
  ['CONFLICT', CONFLICT],
  ['RATE_LIMITED', { status: 429, errorType: 'RATE_LIMIT' }],
  ['UNAVAILABLE', UNAVAILABLE],
];

/** Maps an error code to its HTTP status and errorType (pure; unknown strings are server errors). */
export function httpErrorFor(code: string): HttpErrorMapping {
  if (isErrorCode(code)) return ERROR_CODES[code];
  const suffix = SUFFIX_RULES.find(([end]) => code.endsWith(`.${end}`) || code.endsWith(`_${end}`));
  return suffix ? suffix[1] : ERROR_CODES.INTERNAL;
}

/**
 * The short human text (`error` in the envelope) of codes whose clients read it (product.md P9: 'Email already exists',
 * 'Email verification required', 'Invalid input'). Other codes use the catalogue title of their errorType.
 */
export const ERROR_TEXTS: Readonly<Partial<Record<ErrorCode, string>>> = {
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
  'AUTH.ACCOUNT_DISABLED': 'Account disabled',
  'RATE_LIMIT.EXCEEDED': 'Too many requests',
  'DATABASE.UNAVAILABLE': 'Service unavailable',
  'HEALTH.NOT_READY': 'Not ready',
  'PAYMENT.CARD_DECLINED': 'Card declined',
  'PAYMENT.CARD_INVALID': 'Invalid card',
  'PAYMENT.NOT_FOUND': 'Payment not found',
  'WEBHOOK.SIGNATURE_INVALID': 'Invalid signature',
  'CART.EMPTY': 'Your cart is empty',
  'ORDER.NOT_FOUND': 'Order Not Found',
  'ORDER.NOT_PAID': 'Order not paid',
  'ORDER.CANCEL_CONFLICT': 'Order cannot be cancelled',
  'ORDER.ACTION_CONFLICT': 'Not possible for this order now',
  'ORDER.PROOF_CONFLICT': 'Not possible for this proof now',
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
  'SESSION.TOO_MANY_PETS': 'Too many pets',
  'SESSION.PETS_LOCKED': 'Photos can no longer change',
  'SESSION.PET_NOT_FOUND': 'Photo not found',
  'GENERATION.REVISION_LIMIT': 'Revision limit reached',
  'GENERATION.RATE_LIMITED': 'Rate limit exceeded',
  'PRIVACY.PASSWORD_INCORRECT': 'Incorrect password',
  'PRIVACY.LINK_INVALID': 'Invalid link',
  'PRIVACY.LINK_EXPIRED': 'Link expired',
  'PRIVACY.EXPORT_NOT_FOUND': 'Export not found',
  'PRIVACY.EXPORT_NOT_READY': 'Export not ready',
  INTERNAL: 'Internal server error',
};

/** The `error` text of a code: its own entry in {@link ERROR_TEXTS}, else the catalogue title of its errorType. */
export function errorTextFor(code: string): string {
  return (
    (isErrorCode(code) ? ERROR_TEXTS[code] : undefined) ?? ERROR_CATALOGUE[httpErrorFor(code).errorType].title
  );
}

/** The code used for a bare HTTP status (framework and Fastify errors that carry no code of ours). */
export function codeForStatus(status: number): ErrorCode {
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
