/**
 * Maps an HTTP failure (status + parsed body) to one catalogue error type, following the mapping rules of
 * product.md P9 in order. Apps call it on every failed request; the backend uses it for its own outbound calls.
 */
import {
  ERROR_CATALOGUE,
  FAILURE_TEXTS,
  GENERIC_BODY_MESSAGE,
  STATUS_FALLBACK_MESSAGES,
  isErrorType,
  type ErrorType,
} from './error-catalogue';

/** Result of {@link classifyError}: what the UI needs to render the failure. */
export interface ClassifiedError {
  type: ErrorType;
  title: string;
  message: string;
  email?: string;
  requiresVerification?: boolean;
}

/** Fallback message for a status whose body could not be read (product.md P9). */
export function fallbackMessageForStatus(status: number): string {
  switch (status) {
    case 401:
      return STATUS_FALLBACK_MESSAGES[401];
    case 403:
      return STATUS_FALLBACK_MESSAGES[403];
    case 404:
      return STATUS_FALLBACK_MESSAGES[404];
    case 500:
      return STATUS_FALLBACK_MESSAGES[500];
    case 502:
    case 504:
      return STATUS_FALLBACK_MESSAGES[502];
    default:
      return STATUS_FALLBACK_MESSAGES.other;
  }
}

function asRecord(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

function nonBlankString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message a body carries, or undefined: `message` first, then `error`; a bare string body counts as message. */
function bodyMessage(body: unknown): string | undefined {
  const record = asRecord(body);
  if (!record) return nonBlankString(body);
  return nonBlankString(record.message) ?? nonBlankString(record.error);
}

/** Message from a response body: `message` preferred, then `error`, else 'Something went wrong' (product.md P9). */
export function messageFromBody(body: unknown): string {
  return bodyMessage(body) ?? GENERIC_BODY_MESSAGE;
}

function detailsText(details: unknown): string {
  if (details === undefined || details === null) return '';
  if (typeof details === 'string') return details;
  try {
    return JSON.stringify(details);
  } catch {
    return '';
  }
}

const SAFETY_DETAILS = /safety[ _-]?system|content[ _-]?policy/i;
const SAFETY_MESSAGE = /safety|moderation|content restriction|content[ _-]?policy|inappropriate/i;
const QUOTA_MESSAGE = /quota|rate[ _-]?limit/i;
// "limit of 5", "5 requests", "5 generations", or any advice to wait: the per-user generation limit (product.md P11).
const FIVE_REQUEST_LIMIT = /\b5\b[^.]*\b(request|generation)s?\b|limit of 5|\bwait/i;

function classifyUnauthorized(text: string): ErrorType {
  if (/verif/i.test(text)) return 'EMAIL_VERIFICATION_REQUIRED';
  if (/not found|no account|no user|does not exist|doesn't exist/i.test(text)) return 'USER_NOT_FOUND';
  if (/invalid|incorrect|wrong|password|credential/i.test(text)) return 'INVALID_CREDENTIALS';
  return 'AUTHENTICATION_ERROR';
}

function typeFor(status: number | undefined, body: unknown): ErrorType {
  const record = asRecord(body) ?? {};
  const text = bodyMessage(body) ?? '';
  const serverType = record.errorType;
  if (typeof serverType === 'string' && serverType.trim() !== '') {
    // A server errorType is used as is; one we do not know becomes UNKNOWN_ERROR (product.md P9).
    return isErrorType(serverType) ? serverType : 'UNKNOWN_ERROR';
  }
  if (status === 403 && record.requiresVerification === true) return 'EMAIL_VERIFICATION_REQUIRED';
  if (status === 401) return classifyUnauthorized(text);
  if (status === 409) return 'EMAIL_ALREADY_EXISTS';
  if (status === 400 && /email already exists/i.test(text)) return 'EMAIL_ALREADY_EXISTS';
  if (SAFETY_DETAILS.test(detailsText(record.details))) return 'SAFETY_SYSTEM_REJECTION';
  if (status === 429) return FIVE_REQUEST_LIMIT.test(text) ? 'RATE_LIMIT' : 'QUOTA_EXCEEDED';
  if (status !== undefined && status >= 500 && status <= 599) return 'SERVER_ERROR';
  if (SAFETY_MESSAGE.test(text)) return 'SAFETY_SYSTEM_REJECTION';
  if (QUOTA_MESSAGE.test(text)) return 'QUOTA_EXCEEDED';
  return 'UNKNOWN_ERROR';
}

/**
 * Classifies a failed response. The message is the server's own text when the body has one (it is usually more
 * specific), except for 502/504 which always get the connection-trouble text because gateways answer with HTML;
 * without a body message, server/unknown errors get the status fallback and the rest the catalogue message.
 */
export function classifyError(input: { status?: number; body?: unknown }): ClassifiedError {
  const { status, body } = input;
  const type = typeFor(status, body);
  const record = asRecord(body) ?? {};
  const entry = ERROR_CATALOGUE[type];
  const fromBody = bodyMessage(body);

  if (type === 'EMAIL_VERIFICATION_REQUIRED' && status === 403 && record.requiresVerification === true) {
    const email = nonBlankString(record.email);
    return {
      type,
      title: entry.title,
      message: nonBlankString(record.error) ?? FAILURE_TEXTS.emailVerificationRequired,
      requiresVerification: true,
      ...(email ? { email } : {}),
    };
  }

  let message: string;
  if (status === 502 || status === 504) message = STATUS_FALLBACK_MESSAGES[502];
  else if (fromBody) message = fromBody;
  else if (status !== undefined && (type === 'SERVER_ERROR' || type === 'UNKNOWN_ERROR'))
    message = fallbackMessageForStatus(status);
  else message = entry.message;

  return { type, title: entry.title, message };
}
