import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../components/date-range-filter';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { statsWindow } from '../claim-rules';

describe('dashboard: the claims rate and cost', () => {
  it('shows the claims rate and cost (refunds + reprints) for the dashboard’s range, and follows the range', async () => {
    const asked: { from: string | null; to: string | null }[] = [];
    server.use(
      http.get(apiUrl('/admin/claims/stats'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push({ from: params.get('from'), to: params.get('to') });
        const week = asked.length > 1;
        return HttpResponse.json({
          from: params.get('from'),
          to: params.get('to'),
          claims: week ? 1 : 3,
          deliveredOrders: week ? 10 : 80,
          claimsRate: week ? 0.1 : 0.0375,
          refundCents: 2050,
          reprintCostCents: week ? 0 : 7999,
          costCents: week ? 2050 : 10049,
        });
      }),
    );
    const { user } = renderApp('/dashboard');
    const tiles = await screen.findByRole('list', { name: 'Claims' });
    const rate = within(tiles).getByLabelText('Claims rate');
    const cost = within(tiles).getByLabelText('Claims cost');
    expect(within(rate).getByTestId('stat-Claims rate')).toHaveTextContent('3.8%');
    expect(rate).toHaveTextContent('3 claims / 80 delivered orders');
    expect(within(cost).getByTestId('stat-Claims cost')).toHaveTextContent('$100.49');
    expect(cost).toHaveTextContent('refunds $20.50 + reprints $79.99');
    // The last 30 days as [first day 00:00, day after the last 00:00), local time.
    expect(asked[0]).toEqual(statsWindow(presetRange('Last 30 days')));

    await user.click(screen.getByRole('button', { name: /^Date range:/ }));
    await user.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(within(rate).getByTestId('stat-Claims rate')).toHaveTextContent('10.0%'));
    expect(asked.at(-1)).toEqual(statsWindow(presetRange('Last 7 days')));
    expect(cost).toHaveTextContent('refunds $20.50 + reprints $0.00');
  });

  it('turns local days into the API’s ISO window (the last day included)', () => {
    const window = statsWindow({ from: '2026-03-01', to: '2026-03-31' });
    expect(window).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
    });
    expect(statsWindow({})).toBeUndefined();
  });
});
