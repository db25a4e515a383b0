import { setTimeout as sleep } from 'node:timers/promises';
import { BACKEND_USER_AGENT } from '../../platform/config/version';
import { requestIdHeaders } from '../../platform/observability/request-id';

/** A Printify call failed: `status` is the HTTP status (0 when no answer arrived: network error or timeout). */
export class PrintifyApiError extends Error {
  override readonly name = 'PrintifyApiError';
  constructor(
    message: string,
    readonly status: number,
    /** The answer's body (parsed JSON when it was JSON). */
    readonly body?: unknown,
    /** True when the request may have reached Printify but no answer came back (timeout, connection reset). */
    readonly unanswered = false,
  ) {
    super(message);
  }
}

/**
 * A sliding-window limiter: at most `limit` starts in any `windowMs`. Calls wait (in order) for a free slot. One
 * instance is shared by every Printify client of the process (the limits are per account, vendors.md §2.2).
 */
export class WindowRateLimiter {
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when the caller may start one request. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - this.windowMs) this.starts.shift();
      if (this.starts.length < this.limit) {
        this.starts.push(now);
        return;
      }
      await sleep((this.starts[0] ?? now) + this.windowMs - now + 1);
    }
  }
}

/** Printify's published limits (vendors.md §2.2): 600 requests a minute overall, 100 a minute for catalog calls. */
export const PRINTIFY_GLOBAL_LIMIT = { limit: 600, windowMs: 60_000 } as const;
export const PRINTIFY_CATALOG_LIMIT = { limit: 100, windowMs: 60_000 } as const;

const sharedLimiters = {
  global: new WindowRateLimiter(PRINTIFY_GLOBAL_LIMIT.limit, PRINTIFY_GLOBAL_LIMIT.windowMs),
  catalog: new WindowRateLimiter(PRINTIFY_CATALOG_LIMIT.limit, PRINTIFY_CATALOG_LIMIT.windowMs),
};

export interface PrintifyClientOptions {
  /** e.g. https://api.printify.com/v1 (PRINTIFY_BASE_URL), no trailing slash. */
  baseUrl: string;
  apiToken: string;
  /** Per-attempt timeout (default 30 s). */
  timeoutMs?: number;
  /** Attempts per call for 429 / 5xx / network errors (default 4: the first try and three retries). */
  maxAttempts?: number;
  /** First backoff delay (default 500 ms), doubled per retry, with jitter; a Retry-After header wins. */
  baseDelayMs?: number;
  /** Longest wait between attempts (default 30 s; a longer Retry-After fails the call instead of blocking). */
  maxDelayMs?: number;
  /** Rate limiters (default: the process-wide shared ones). */
  limiters?: { global: WindowRateLimiter; catalog: WindowRateLimiter };
  fetchImpl?: typeof fetch;
}

export interface PrintifyRequestOptions {
  /**
   * Whether repeating the request is harmless. Idempotent calls are retried on 429, 5xx and no answer (timeout,
   * reset); others only on 429 (Printify refused them before doing anything): a create that timed out or failed
   * with a 5xx may have happened, so the caller looks it up before trying again. Default: true for GET and DELETE.
   */
  idempotent?: boolean;
}

/** The User-Agent Printify requires on every call (vendors.md §2.1). */
export const PRINTIFY_USER_AGENT = BACKEND_USER_AGENT;

/**
 * The one HTTP client of Printify's REST API v1, used by the fulfilment provider, the mockup renderer, the shipping
 * quoter and the webhook CLI: Bearer token and User-Agent on every call, JSON in and out, the shared rate limits
 * (600/min, catalog 100/min), and bounded retries with exponential backoff on 429 and 5xx honouring Retry-After.
 */
export class PrintifyClient {
  private readonly fetchImpl: typeof fetch;
  private readonly limiters: { global: WindowRateLimiter; catalog: WindowRateLimiter };

  constructor(readonly options: PrintifyClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.limiters = options.limiters ?? sharedLimiters;
  }

  get<T>(path: string, options?: PrintifyRequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: PrintifyRequestOptions): Promise<T> {
    return this.request<T>('POST', path, body ?? {}, options);
  }

  delete<T>(path: string, options?: PrintifyRequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: PrintifyRequestOptions = {},
  ): Promise<T> {
    const maxAttempts = Math.max(1, this.options.maxAttempts ?? 4);
    const baseDelay = this.options.baseDelayMs ?? 500;
    const maxDelay = this.options.maxDelayMs ?? 30_000;
    const idempotent = options.idempotent ?? (method === 'GET' || method === 'DELETE');
    const catalog = path.startsWith('/catalog/');
    for (let attempt = 1; ; attempt += 1) {
      await this.limiters.global.acquire();
      if (catalog) await this.limiters.catalog.acquire();
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.options.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.options.apiToken}`,
            'user-agent': PRINTIFY_USER_AGENT,
            accept: 'application/json',
            ...requestIdHeaders(),
            ...(body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        const failure = new PrintifyApiError(
          `Printify ${method} ${path} got no answer: ${(error as Error).message}`,
          0,
          undefined,
          true,
        );
        if (!idempotent || attempt >= maxAttempts) throw failure;
        await sleep(backoff(attempt, baseDelay, maxDelay));
        continue;
      }
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.ok) return (text === '' ? {} : parsed) as T;
      const retryable = response.status === 429 || (idempotent && response.status >= 500);
      const failure = new PrintifyApiError(
        `Printify ${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`,
        response.status,
        parsed,
      );
      if (!retryable || attempt >= maxAttempts) throw failure;
      const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
      if (retryAfter !== undefined && retryAfter > maxDelay) throw failure;
      await sleep(retryAfter ?? backoff(attempt, baseDelay, maxDelay));
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** Exponential backoff with full jitter in [d/2, d], d = base x 2^(attempt-1), capped. */
export function backoff(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  const d = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.round(d / 2 + Math.random() * (d / 2));
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header.trim()) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
