import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store';
import { server } from '../../testing/msw-server';
import { apiUrl } from '../../testing/msw-handlers';
import { journeyHandlers, stylesFixture } from '../../testing/journey-fixtures';
import { renderApp } from '../../testing/render-app';
import { api } from '../enhanced-api';
import { emptyApi } from '../empty-api';
import { QUERY_DEFAULTS, shouldRetry } from '../query-defaults';

vi.setConfig({ testTimeout: 20_000 });

describe('query defaults (product.md P14)', () => {
  it('fresh 5 minutes, kept 10 minutes, one retry after 1 s, no refetch on focus', () => {
    expect(QUERY_DEFAULTS).toMatchObject({
      freshSeconds: 300,
      keepUnusedSeconds: 600,
      retries: 1,
      retryDelayMs: 1000,
      refetchOnFocus: false,
    });
  });

  it.each([
    [{ status: 503, data: null }, 1, 'query', true],
    [{ status: 500, data: null }, 1, 'query', true],
    [{ status: 408, data: null }, 1, 'query', true],
    [{ status: 'FETCH_ERROR', error: 'x' }, 1, 'query', true],
    [{ status: 'TIMEOUT_ERROR', error: 'x' }, 1, 'query', true],
    [{ status: 503, data: null }, 2, 'query', false],
    [{ status: 503, data: null }, 1, 'mutation', false],
    [{ status: 404, data: null }, 1, 'query', false],
    [{ status: 401, data: null }, 1, 'query', false],
  ] as const)('shouldRetry(%j, attempt %d, %s) = %s', (error, attempt, type, expected) => {
    expect(shouldRetry(error as never, attempt, type)).toBe(expected);
  });

  it('retries a failed query once after about a second, then succeeds', async () => {
    let calls = 0;
    const times: number[] = [];
    server.use(
      http.get(apiUrl('/art-styles'), () => {
        calls += 1;
        times.push(Date.now());
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json(stylesFixture());
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getArtStyles.initiate());
    expect(calls).toBe(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(result.data).toHaveLength(stylesFixture().length);
  });

  it('retries only once: a second failure is reported', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/art-styles'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getArtStyles.initiate());
    expect(calls).toBe(2);
    expect(result.isError).toBe(true);
  });

  it('never retries a mutation', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/select-image'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      api.endpoints.selectImage.initiate({ selectImageDto: { sessionId: 's1', imageUrl: '/x' } }),
    );
    expect('error' in result).toBe(true);
    expect(calls).toBe(1);
  });

  it('the API is configured with the defaults', () => {
    const store = makeStore();
    void store.dispatch(api.endpoints.getArtStyles.initiate());
    const config = store.getState()[emptyApi.reducerPath].config;
    expect(config.keepUnusedDataFor).toBe(600);
    expect(config.refetchOnMountOrArgChange).toBe(300);
    expect(config.refetchOnFocus).toBe(false);
  });
});

describe('style list failure', () => {
  it('offers Try Again instead of "No styles available" and recovers', async () => {
    let failing = true;
    server.use(...journeyHandlers());
    server.use(
      http.get(apiUrl('/art-styles'), () =>
        failing
          ? HttpResponse.json({ message: 'Styles are unavailable' }, { status: 503 })
          : HttpResponse.json(stylesFixture()),
      ),
    );
    const { user } = renderApp('/app/style/s1');
    expect(
      await screen.findByText('Could not load the art styles', undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('No styles available')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('style-card')).toHaveLength(stylesFixture().length);
  });
});
