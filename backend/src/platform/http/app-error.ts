import type { ErrorCode } from './error-codes';

/**
 * The one error type application code throws. `code` is one of the closed set in error-codes.ts
 * ('SESSION.NOT_FOUND'); the HTTP status, the errorType, the `error` text and every header come from there and from
 * the global AllExceptionsFilter, so services never think in HTTP.
 */
export class AppError extends Error {
  readonly details: string[];
  /** Facts about the failure the client reads, added to the envelope (e.g. requiresVerification, email, errors). */
  readonly extra: Record<string, unknown>;
  /** How long the caller should wait before trying again (the filter answers it as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      details?: string[];
      extra?: Record<string, unknown>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.details = options.details ?? [];
    this.extra = options.extra ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The response headers this failure leads to, as the filter answers them (a read-only view for logs and tests). */
  get headers(): Record<string, string> {
    return this.retryAfterSeconds === undefined ? {} : { 'retry-after': String(this.retryAfterSeconds) };
  }
}
