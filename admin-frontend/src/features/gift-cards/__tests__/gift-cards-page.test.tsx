import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminGiftCardDetailDto, AdminGiftCardDto } from '../../../api/enhanced-api';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const CARD: AdminGiftCardDto = {
  id: '66666666-6666-4666-8666-666666666666',
  status: 'active',
  codeEnd: 'PQRS',
  amountCents: 5000,
  balanceCents: 1250,
  buyerEmail: 'ada@example.com',
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  createdAt: '2026-11-20T10:00:00.000Z',
  issuedAt: '2026-11-20T10:01:00.000Z',
  emailedAt: '2026-11-20T10:02:00.000Z',
  disabledAt: null,
};

const UNPAID: AdminGiftCardDto = {
  ...CARD,
  id: '77777777-7777-4777-8777-777777777777',
  status: 'awaiting_payment',
  codeEnd: null,
  balanceCents: 0,
  recipientName: null,
  recipientEmail: 'kim@example.com',
  issuedAt: null,
  emailedAt: null,
};

/** The cards held in memory: disable flips one; what was disabled is kept. */
function giftCardServer() {
  let card = CARD;
  const disabled: string[] = [];
  const detail = (): AdminGiftCardDetailDto => ({
    card,
    redemptions: [
      {
        orderId: '88888888-8888-4888-8888-888888888888',
        orderHash: 'orderhash00000000aaaa1111',
        amountCents: 3750,
        state: 'redeemed',
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
    refunds: [
      {
        orderId: '88888888-8888-4888-8888-888888888888',
        orderHash: 'orderhash00000000aaaa1111',
        amountCents: 500,
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ],
  });
  server.use(
    http.get(apiUrl('/admin/gift-cards'), () => HttpResponse.json({ items: [card, UNPAID] })),
    http.get(apiUrl('/admin/gift-cards/:id'), () => HttpResponse.json(detail())),
    http.post(apiUrl('/admin/gift-cards/:id/disable'), ({ params }) => {
      disabled.push(String(params.id));
      card = { ...card, status: 'disabled', disabledAt: '2026-12-03T10:00:00.000Z' };
      return HttpResponse.json(card);
    }),
  );
  return { disabled };
}

describe('gift cards', { timeout: 30_000 }, () => {
  it("lists the cards with their code's last four, amount, balance, status, buyer, recipient and date", async () => {
    giftCardServer();
    renderApp('/gift-cards');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gift Cards' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gift cards' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /…PQRS\$50\.00\$12\.50Activeada@example\.comSam <sam@example\.com>Nov 20, 2026/,
    );
    expect(rows[2]).toHaveTextContent(/—\$50\.00\$0\.00Awaiting paymentada@example\.comkim@example\.com/);
    expect(within(rows[1]!).getByRole('link', { name: 'Gift card …PQRS' })).toHaveAttribute(
      'href',
      `/gift-cards/${CARD.id}`,
    );
  });

  it('opens a card with its redemptions and refunds, and disables it only after the confirmation', async () => {
    const { disabled } = giftCardServer();
    const { user } = renderApp('/gift-cards');
    await user.click(await screen.findByRole('link', { name: 'Gift card …PQRS' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gift card …PQRS' })).toBeInTheDocument();
    const redemptions = screen.getByRole('table', { name: 'Redemptions' });
    expect(within(redemptions).getAllByRole('row')[1]).toHaveTextContent(/aaaa1111\$37\.50Redeemed/);
    expect(within(redemptions).getByRole('link', { name: 'aaaa1111' })).toHaveAttribute(
      'href',
      '/orders/88888888-8888-4888-8888-888888888888',
    );
    const refunds = screen.getByRole('table', { name: 'Refunds to the card' });
    expect(within(refunds).getAllByRole('row')[1]).toHaveTextContent(/aaaa1111\$5\.00/);

    await user.click(screen.getByRole('button', { name: 'Disable gift card …PQRS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable gift card …PQRS?' });
    expect(dialog).toHaveTextContent('its balance ($12.50) can no longer be spent');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(disabled).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Disable gift card …PQRS' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable gift card …PQRS?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    await waitFor(() => expect(disabled).toEqual([CARD.id]));
    expect(await screen.findByText('Disabled', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable gift card …PQRS' })).toBeNull();
    expect(screen.getByText('Gift card …PQRS disabled')).toBeInTheDocument();
  });
});
