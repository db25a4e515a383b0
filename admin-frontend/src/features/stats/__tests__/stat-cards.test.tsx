import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, statistics } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('dashboard: stat cards and charts', () => {
  it('shows the six cards of GET /api/admin/statistics on the Dashboard page', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Statistics' });
    const value = (label: string) =>
      within(within(cards).getByLabelText(label)).getByTestId(`stat-${label}`).textContent;
    expect(value('Active Users')).toBe('42');
    expect(value('Total Artworks')).toBe('950');
    expect(value('Uploaded Images')).toBe('400');
    expect(value('Orders')).toBe('310');
    expect(value('Revenue')).toBe('$12,345.67');
    // Revenue is net: the refunds are named beside it.
    expect(within(cards).getByText('net of $45.00 refunded')).toBeInTheDocument();
    expect(value('Error Logs')).toBe('7');
    expect(within(cards).getByText('3 unresolved')).toBeInTheDocument();
  });

  it('does not sit above the other tabs', async () => {
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Statistics' })).toBeNull();
  });

  it('asks again on every visit, so the error counts stay current', async () => {
    let calls = 0;
    let errorCount = 0;
    server.use(
      http.get(apiUrl('/admin/statistics'), () => {
        calls += 1;
        return HttpResponse.json({ ...statistics, errorCount, unresolvedErrors: errorCount });
      }),
    );
    const { user } = renderApp('/dashboard');
    const value = async () =>
      (await screen.findByTestId('stat-Error Logs', undefined, { timeout: 5000 })).textContent;
    expect(await value()).toBe('0');
    errorCount = 2;
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('stat-Error Logs').textContent).toBe('2'));
    expect(screen.getByText('2 unresolved')).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('opens the charts of the range', async () => {
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Charts' }));
    expect(await screen.findByText('Net revenue per day (USD)')).toBeInTheDocument();
    expect(screen.getByText('Orders by status')).toBeInTheDocument();
  });
});
