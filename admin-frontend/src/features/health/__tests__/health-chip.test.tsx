import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
    let url: string | undefined;
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(apiUrl('/health'), ({ request }) => {
        url = request.url;
        credentials = request.credentials;
        return undefined;
      }),
    );
    renderApp('/users');
    await screen.findByText('API: ok');
    expect(url).toBe('http://localhost:3000/api/health');
    expect(credentials).toBe('include');
  });
});
