/**
 * The one error type application code throws. `code` is a stable string such as 'SESSION.NOT_FOUND'; the HTTP
 * status and the client-facing errorType come from {@link httpErrorFor}, so services never think in HTTP.
 */
export class AppError extends Error {
  readonly details: string[];
  /** Extra envelope fields the client reads (e.g. requiresVerification, email). */
  readonly extra: Record<string, unknown>;
  /** Response headers to send with the error (e.g. Retry-After on 429). */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: string,
    message: string,
    options: {
      details?: string[];
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.details = options.details ?? [];
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}
