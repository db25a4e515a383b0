import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';
import { CLAIM_ID, ORDER_ID, queueHandler, queueItem } from './claim-fixtures';

const NOW = new Date('2026-01-12T10:30:00.000Z');
let seen: URLSearchParams[] = [];
const older = queueItem({
  id: '77777777-7777-4777-8777-777777777777',
  orderNumber: 'PA-OLDEST',
  customerEmail: 'ann@example.com',
  reason: 'never_arrived',
  reasonLabel: 'Never arrived',
  lineCount: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
});
const newer = queueItem({ createdAt: '2026-01-12T05:00:00.000Z' });

beforeEach(() => {
  seen = [];
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  server.use(
    queueHandler(seen, {
      new: [older, newer],
      waiting: [queueItem({ state: 'waiting_for_customer', orderNumber: 'PA-WAITING' })],
    }),
  );
});
afterEach(() => vi.useRealTimers());

describe('Claims queue', () => {
  it('counts the claims that need staff in the navigation, and lists the New queue oldest first', async () => {
    renderApp('/claims');
    expect(await screen.findByRole('heading', { level: 2, name: 'Claims' })).toBeInTheDocument();
    // New (reports and customers' answers): 3.
    const navTab = await screen.findByRole('tab', { name: /^Claims\s*3\s*need staff$/ });
    expect(navTab).toHaveAttribute('aria-selected', 'true');
    expect(within(navTab).getByTestId('claims-need-staff')).toHaveTextContent('3');

    const table = await screen.findByRole('table', { name: 'Claims' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['PA-OLDEST', 'ann@example.com', 'Never arrived', '1', '10 days', 'New'],
      ['PA-7K3M9X', 'zoe@example.com', 'Damaged in transit', '2', '5 hours', 'New'],
    ]);
    // A claim opens on its order's page, at the claim.
    expect(within(table).getByRole('link', { name: 'PA-7K3M9X' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}?claim=${CLAIM_ID}`,
    );
    expect(seen.some((params) => params.get('state') === 'new')).toBe(true);
  });

  it('switches queues by tab (counts on each), kept in the URL', async () => {
    const { user, router } = renderApp('/claims');
    const queues = await screen.findByRole('tablist', { name: 'Claim queues' });
    await waitFor(() =>
      expect(
        within(queues)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['New (3)', 'Waiting for customer (1)', 'Approved (2)', 'Declined (0)', 'Resolved (4)']),
    );
    await user.click(within(queues).getByRole('tab', { name: 'Waiting for customer (1)' }));
    const table = screen.getByRole('table', { name: 'Claims' });
    expect(await within(table).findByRole('link', { name: 'PA-WAITING' })).toBeInTheDocument();
    expect(within(table).getByText('Waiting for customer')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=waiting');
    await user.click(within(queues).getByRole('tab', { name: 'Declined (0)' }));
    expect(await within(table).findByText('No claims in this queue.')).toBeInTheDocument();
  });

  it('hides the count when no claim needs staff', async () => {
    server.resetHandlers();
    renderApp('/claims');
    await screen.findByRole('table', { name: 'Claims' });
    expect(screen.getByRole('tab', { name: 'Claims' })).toBeInTheDocument();
    expect(screen.queryByTestId('claims-need-staff')).toBeNull();
  });
});

describe('Claims queue on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists the claims as cards, not a table: order link, state, customer, reason, age', async () => {
    renderApp('/claims');
    const list = await screen.findByRole('list', { name: 'Claims' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[1];
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'PA-7K3M9X' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}?claim=${CLAIM_ID}`,
    );
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('zoe@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Damaged in transit')).toBeInTheDocument();
    expect(within(card).getByText('5 hours')).toBeInTheDocument();
  });
});
