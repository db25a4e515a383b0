import { describe, expect, it, vi } from 'vitest';
import { boundReport, ClientErrorReporter } from '../client-error-reporter';

function reporter(now = () => 0) {
  const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 202 })));
  const r = new ClientErrorReporter({ apiBaseUrl: 'https://shop.example/api', app: 'shop', fetchImpl, now });
  const bodies = () =>
    fetchImpl.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
  return { r, fetchImpl, bodies };
}

describe('client error reporter', () => {
  it('POSTs { errorType, message, stack, context, url } to /api/client-errors with keepalive', () => {
    const { r, fetchImpl, bodies } = reporter();
    r.reportError('RENDER_ERROR', new TypeError('Cannot read properties of undefined'), {
      componentStack: 'at Cart',
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://shop.example/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(bodies()[0]).toMatchObject({
      errorType: 'RENDER_ERROR',
      message: 'Cannot read properties of undefined',
      context: { app: 'shop', componentStack: 'at Cart' },
      url: window.location.href,
    });
    expect(String(bodies()[0]?.stack)).toContain('TypeError');
  });

  it('classifies failed chunk loads whatever path reported them', () => {
    const { r, bodies } = reporter();
    r.reportError(
      'UNHANDLED_REJECTION',
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
    );
    expect(bodies()[0]?.errorType).toBe('CHUNK_LOAD_ERROR');
  });

  it('drops repeats within 10 s and stops after 20 reports', () => {
    let now = 0;
    const { r, fetchImpl } = reporter(() => now);
    r.reportError('WINDOW_ERROR', 'same');
    r.reportError('WINDOW_ERROR', 'same');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 11_000;
    r.reportError('WINDOW_ERROR', 'same');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 30; i += 1) r.reportError('WINDOW_ERROR', `other ${i}`);
    expect(fetchImpl).toHaveBeenCalledTimes(20);
  });

  it('keeps reports under the server limit', () => {
    const bounded = boundReport({
      errorType: 'RENDER_ERROR',
      message: 'm'.repeat(5000),
      stack: 's'.repeat(20_000),
      context: { big: 'x'.repeat(5000) },
    });
    expect(JSON.stringify(bounded).length).toBeLessThan(8 * 1024);
    expect(bounded.context).toEqual({ truncated: true, keys: ['big'] });
  });

  it('reports unhandled rejections and Vite preload errors from window listeners, until removed', () => {
    const { r, bodies } = reporter();
    const stop = r.listen(window);
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('network down');
    window.dispatchEvent(rejection);
    const preload = new Event('vite:preloadError') as Event & { payload?: unknown };
    preload.payload = new Error('Unable to preload CSS for /assets/a.css');
    window.dispatchEvent(preload);
    stop();
    window.dispatchEvent(rejection);
    expect(bodies().map((b) => b.errorType)).toEqual(['UNHANDLED_REJECTION', 'CHUNK_LOAD_ERROR']);
  });

  it('never throws when the network call fails', () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new Error('offline')));
    const r = new ClientErrorReporter({ apiBaseUrl: '/api', app: 'shop', fetchImpl });
    expect(() => r.reportError('WINDOW_ERROR', 'x')).not.toThrow();
  });

  it('gives React root hooks that report caught and uncaught render errors', () => {
    const { r, bodies } = reporter();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hooks = r.rootOptions();
    hooks.onCaughtError?.(new Error('boom'), { componentStack: '\n at Cart', errorBoundary: undefined });
    hooks.onUncaughtError?.(new Error('bang'), { componentStack: '\n at App' });
    errorSpy.mockRestore();
    expect(bodies().map((b) => [b.errorType, b.message])).toEqual([
      ['RENDER_ERROR', 'boom'],
      ['UNCAUGHT_RENDER_ERROR', 'bang'],
    ]);
  });
});
