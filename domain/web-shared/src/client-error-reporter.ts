import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';

/**
 * Reports what breaks in the browser to POST /api/client-errors (docs/product.md P8): render failures caught by the error
 * boundaries (React's onCaughtError / onUncaughtError root hooks, so no boundary needs to know), failed chunk loads
 * (Vite's `vite:preloadError`, chunk-load window errors) and unhandled promise rejections. Reports are small (the
 * server refuses more than 8 KB), de-duplicated for 10 s, at most 20 per page load, sent with `keepalive` so they
 * survive a reload, and never throw: reporting must not break the page further.
 */
export type ClientErrorType =
  | 'RENDER_ERROR'
  | 'UNCAUGHT_RENDER_ERROR'
  | 'CHUNK_LOAD_ERROR'
  | 'UNHANDLED_REJECTION'
  | 'WINDOW_ERROR'
  | 'STARTUP_ERROR';

export interface ClientErrorReport {
  errorType: ClientErrorType;
  message: string;
  stack?: string | null;
  context?: Record<string, unknown>;
  url?: string;
}

const MAX_REPORTS = 20;
const DEDUPE_MS = 10_000;
const MAX_MESSAGE = 1000;
const MAX_STACK = 4000;
const MAX_CONTEXT = 1500;
const CHUNK_PATTERN =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|loading chunk|ChunkLoadError/i;

export interface ReporterOptions {
  /** The API base URL, e.g. https://shop.example/api. */
  apiBaseUrl: string;
  app: 'shop' | 'admin';
  fetchImpl?: typeof fetch;
  now?: () => number;
}

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

export function isChunkError(message: string): boolean {
  return CHUNK_PATTERN.test(message);
}

/** Fits a report into the server's limits (message 2000, stack 6000, body 8 KB). */
export function boundReport(report: ClientErrorReport): ClientErrorReport {
  let context = report.context;
  if (context && JSON.stringify(context).length > MAX_CONTEXT) {
    context = { truncated: true, keys: Object.keys(context).slice(0, 20) };
  }
  return {
    errorType: report.errorType,
    message: (report.message || '(no message)').slice(0, MAX_MESSAGE),
    stack: report.stack ? report.stack.slice(0, MAX_STACK) : null,
    ...(context ? { context } : {}),
    ...(report.url ? { url: report.url.slice(0, 500) } : {}),
  };
}

export class ClientErrorReporter {
  private sent = 0;
  private readonly recent = new Map<string, number>();

  constructor(private readonly options: ReporterOptions) {}

  report(report: ClientErrorReport): void {
    const now = (this.options.now ?? Date.now)();
    const key = `${report.errorType}:${report.message}`;
    const last = this.recent.get(key);
    if (last !== undefined && now - last < DEDUPE_MS) return;
    if (this.sent >= MAX_REPORTS) return;
    this.recent.set(key, now);
    this.sent += 1;
    const body = boundReport({
      ...report,
      url: report.url ?? (typeof window === 'undefined' ? undefined : window.location.href),
      context: { app: this.options.app, ...report.context },
    });
    try {
      const doFetch = this.options.fetchImpl ?? fetch;
      void doFetch(`${this.options.apiBaseUrl}/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Never let reporting fail the page.
    }
  }

  reportError(errorType: ClientErrorType, error: unknown, context?: Record<string, unknown>): void {
    const { message, stack } = describe(error);
    this.report({
      errorType: isChunkError(message) ? 'CHUNK_LOAD_ERROR' : errorType,
      message,
      stack,
      context,
    });
  }

  /** React root hooks: errors caught by an error boundary, and the ones no boundary caught. */
  rootOptions(): Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'> {
    const withStack = (info: ErrorInfo) => ({ componentStack: info.componentStack?.slice(0, 800) ?? null });
    return {
      onCaughtError: (error, info) => {
        this.reportError('RENDER_ERROR', error, withStack(info));
        console.error('Render failure', error);
      },
      onUncaughtError: (error, info) => {
        this.reportError('UNCAUGHT_RENDER_ERROR', error, withStack(info));
        console.error('Uncaught render failure', error);
      },
    };
  }

  /** Window listeners for chunk loads, unhandled rejections and script errors; returns a function removing them. */
  listen(target: Window = window): () => void {
    const onRejection = (event: PromiseRejectionEvent) =>
      this.reportError('UNHANDLED_REJECTION', event.reason);
    const onError = (event: ErrorEvent) => this.reportError('WINDOW_ERROR', event.error ?? event.message);
    const onPreloadError = (event: Event) =>
      this.report({
        errorType: 'CHUNK_LOAD_ERROR',
        message: describe((event as Event & { payload?: unknown }).payload).message,
      });
    target.addEventListener('unhandledrejection', onRejection);
    target.addEventListener('error', onError);
    target.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener('error', onError);
      target.removeEventListener('vite:preloadError', onPreloadError);
    };
  }
}

let installed: ClientErrorReporter | undefined;

/**
 * The one call that hooks reporting in: `createRoot(container, installClientErrorReporter(options))`. Installs the
 * window listeners once and returns React's root error hooks.
 */
export function installClientErrorReporter(
  options: ReporterOptions,
): Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'> {
  if (!installed) {
    installed = new ClientErrorReporter(options);
    installed.listen();
  }
  return installed.rootOptions();
}

/** Reports through the installed reporter (e.g. a start-up failure); does nothing before installation. */
export function reportClientError(
  errorType: ClientErrorType,
  error: unknown,
  context?: Record<string, unknown>,
): void {
  installed?.reportError(errorType, error, context);
}
