import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('API health chip', () => {
  it('shows "API: checking..." and then "API: ok" when GET /api/health answers ok', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/health'), async () => {
        await answered;
        return undefined;
      }),
    );
    renderApp('/users');
    expect(await screen.findByText('API: checking...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('API: ok')).toBeInTheDocument();
  });

  it('shows "API: down" when the health check returns 503', async () => {
    server.use(http.get(apiUrl('/health'), () => errorEnvelope(503, 'Service unavailable')));
    renderApp('/users');
    expect(await screen.findByText('API: down')).toBeInTheDocument();
    expect(screen.queryByText('API: ok')).not.toBeInTheDocument();
  });

  it('shows "API: down" when the API cannot be reached', async () => {
    server.use(http.get(apiUrl('/health'), () => HttpResponse.error()));
    renderApp('/users');
    expect(await screen.findByText('API: down')).toBeInTheDocument();
  });

  it('calls the API base URL from the runtime config with credentials', async () => {
    // What the app hands fetch (MSW's copy of the request does not keep its credentials mode).
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/users');
    await screen.findByText('API: ok');
    const health = fetchSpy.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
      .find((request) => request.url.endsWith('/api/health'));
    fetchSpy.mockRestore();
    expect(health?.url).toBe('http://localhost:3000/api/health');
    expect(health?.credentials).toBe('include');
  });
});
