import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  classifyError,
  fallbackMessageForStatus,
  messageFromBody,
  type ClassifiedError,
} from '@petart/domain';

/** Status used for network failures: product.md P9 gives 502/504 the "trouble connecting" text. */
const UNREACHABLE_STATUS = 502;

/**
 * Turns an RTK Query error into the user-facing text of product.md P9: the server's `message` (then `error`) when the
 * body has one, otherwise the fallback text for the HTTP status.
 */
export function describeApiError(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return fallbackMessageForStatus(0);
  if (!('status' in error)) return fallbackMessageForStatus(0);
  if (typeof error.status === 'number') {
    const body = error.data;
    const hasMessage = typeof body === 'object' && body !== null && ('message' in body || 'error' in body);
    return hasMessage ? messageFromBody(body) : fallbackMessageForStatus(error.status);
  }
  // FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR: the server could not be reached or answered garbage.
  return fallbackMessageForStatus(UNREACHABLE_STATUS);
}

/** Status and body of an RTK Query error; unreachable servers count as 502 (product.md P9 connection text). */
export function errorResponse(error: FetchBaseQueryError | SerializedError | undefined): {
  status: number | undefined;
  body: unknown;
} {
  if (!error || !('status' in error)) return { status: undefined, body: undefined };
  if (typeof error.status === 'number') return { status: error.status, body: error.data };
  return { status: UNREACHABLE_STATUS, body: undefined };
}

/** Classifies an RTK Query error with the domain's mapping (product.md P9). */
export function classifyApiError(error: FetchBaseQueryError | SerializedError | undefined): ClassifiedError {
  return classifyError(errorResponse(error));
}

/** The `details` array of the error envelope (validation messages), as strings. */
export function errorDetails(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const details = (body as { details?: unknown }).details;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is string => typeof d === 'string' && d.trim() !== '');
}

/**
 * The JSON body of any failed call (an RTK Query error, or anything with `data`) as an object, else undefined: the
 * one place that digs into error bodies (features read fields through {@link errorBodyMessage} / this).
 */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The server's non-blank `message` in the body of a failed call, else undefined. */
export function errorBodyMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
