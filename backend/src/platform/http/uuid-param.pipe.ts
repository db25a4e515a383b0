import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from './app-error';
import type { ErrorCode } from './error-codes';

/**
 * A path parameter that must be a UUID; anything else is answered as the unknown object it names (`code`, e.g.
 * ORDER.NOT_FOUND), never as a validation error: a malformed id and an unknown id look the same to the caller.
 */
export function uuidParam(code: ErrorCode, message: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new AppError(code, message) });
}

/** The `:orderId` of staff order routes. */
export const ORDER_ID_PARAM = uuidParam('ORDER.NOT_FOUND', 'Order Not Found');
