import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fallbackMessageForStatus, messageFromBody } from '@petart/domain';

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
