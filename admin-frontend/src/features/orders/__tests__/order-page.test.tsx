import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { orderDetail, orderTimeline } from '../../../testing/order-fixtures';

const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const BASE = `/admin/orders/${ORDER_ID}`;
const detail = orderDetail(ORDER_ID);
const timeline = orderTimeline;

let calls: { path: string; body: unknown }[] = [];
const record =
  (path: string, reply: Record<string, unknown> = { ok: true, message: 'Done' }) =>
  async ({ request }: { request: Request }) => {
    calls.push({ path, body: request.headers.get('content-type') ? await request.json() : null });
    return HttpResponse.json(reply);
  };

beforeEach(() => {
  calls = [];
  server.use(
    http.get(apiUrl(BASE), () => HttpResponse.json(detail)),
    http.get(apiUrl(`${BASE}/timeline`), () => HttpResponse.json(timeline)),
    http.post(apiUrl(`${BASE}/notes`), record('notes')),
    http.post(
      apiUrl(`${BASE}/resend-email`),
      record('resend', { ok: true, message: 'Order confirmation email queued' }),
    ),
    http.post(
      apiUrl(`${BASE}/refund`),
      record('refund', {
        ok: true,
        message: 'Refunded $10.50',
        amount: 10.5,
        refundedAmount: 10.5,
        invoiceStatus: 'partially_refunded',
      }),
    ),
    http.post(
      apiUrl(`${BASE}/resend-gift-email`),
      record('gift', { ok: true, message: 'Gift email queued to sam@example.com' }),
    ),
    http.post(apiUrl(`${BASE}/send-to-production`), record('production')),
    http.put(apiUrl(`${BASE}/shipping-address`), record('address')),
    http.post(apiUrl(`${BASE}/cancel`), record('cancel', { success: true, fulfillmentStatus: 'cancelled' })),
  );
});

async function openPage() {
  const view = renderApp(`/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { name: 'Order PA-7K3M9X' });
  await screen.findByRole('list', { name: 'Order timeline' });
  return view;
}

/** Clicks the action, checks nothing was called before confirming, and returns the confirmation dialog. */
async function startAction(user: ReturnType<typeof renderApp>['user'], button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(calls).toEqual([]);
  return dialog;
}

describe('Order page', () => {
  it('shows the shipping method the customer paid for, with its delivery range, beside the totals', async () => {
    await openPage();
    const totals = screen.getByText('Shipping method:').closest('p');
    expect(totals).toHaveTextContent('Shipping method: Express shipping, 3-6 business days');
  });

  it('shows the timeline (payment, email, staff note with its author, the production hold with its end) and adds a note', async () => {
    const { user } = await openPage();
    const items = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Payment: Paid'),
      expect.stringContaining('Email: Order confirmation'),
      expect.stringMatching(/Note · staff@example.com.*Customer called: it is a gift\./),
      expect.stringMatching(/^Due .*Production hold ends/),
    ]);
    expect(screen.getByText(/^Production hold ends Jan 2, 2026/)).toBeInTheDocument();
    expect(screen.getByText('1 Rue', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Add a note'), '  Wants it before Friday ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'notes', body: { body: 'Wants it before Friday' } }]);
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('resends the confirmation email after confirming', async () => {
    const { user } = await openPage();
    const dialog = await startAction(user, 'Resend email', 'Resend an email to the customer?');
    expect(within(dialog).getByRole('combobox', { name: 'Email' })).toHaveTextContent('Order confirmation');
    await user.click(within(dialog).getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Order confirmation email queued')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'resend', body: { kind: 'confirmation' } }]);
  });

  it('refunds part with a reason: starts empty, checks the amount against what is left, asks it in words, shows the server refusal, then refunds', async () => {
    const { user } = await openPage();
    const dialog = await startAction(user, 'Refund', 'Refund this order?');
    const amount = within(dialog).getByLabelText('Amount (USD)');
    // Nothing is offered: a second quick click refunds nothing.
    expect(amount).toHaveValue('');
    expect(dialog).toHaveTextContent('Up to $79.99 can be refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter the amount in dollars, e.g. 10.50.')).toBeInTheDocument();
    await user.type(amount, '80.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Frame scratched');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most $79.99 can still be refunded.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.505');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter the amount in dollars, e.g. 10.50.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    server.use(
      http.post(apiUrl(`${BASE}/refund`), () =>
        errorEnvelope(400, 'The refund is more than what is left of the payment.', 'VALIDATION_ERROR'),
      ),
    );
    await user.clear(amount);
    await user.type(amount, '10.50');
    // The amount in words before it is confirmed, and on the button that confirms it.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Refund $10.50 of $79.99?');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.50' }));
    expect(
      await within(dialog).findByText('The refund is more than what is left of the payment.'),
    ).toBeInTheDocument();
    server.use(
      http.post(apiUrl(`${BASE}/refund`), record('refund', { ok: true, message: 'Refunded $10.50' })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.50' }));
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'refund', body: { amount: 10.5, reason: 'Frame scratched' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund this order?' })).toBeNull());
  });

  it('sends to production now after confirming', async () => {
    const { user } = await openPage();
    const dialog = await startAction(user, 'Send to production now', 'Send to production now?');
    await user.click(within(dialog).getByRole('button', { name: 'Send to production' }));
    expect(await screen.findByText('Sent to production')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'production', body: null }]);
  });

  it('edits the shipping address after confirming (a two-letter country code, empty optionals left out)', async () => {
    const { user } = await openPage();
    const dialog = await startAction(user, 'Edit address', 'Change the shipping address?');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('1 Rue');
    const country = within(dialog).getByLabelText(/^Country code/);
    await user.clear(country);
    await user.type(country, 'France');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('The country is a two-letter code, e.g. US or FR.')).toBeInTheDocument();
    await user.clear(country);
    await user.type(country, 'fr');
    const street = within(dialog).getByLabelText(/^Address/);
    await user.clear(street);
    await user.type(street, '2 Rue Neuve');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address changed')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: 'address',
        body: {
          firstName: 'Zoë',
          lastName: 'Müller',
          address1: '2 Rue Neuve',
          city: 'Paris',
          zip: '75001',
          country: 'FR',
        },
      },
    ]);
  });

  it('cancels after confirming, and links to the customer', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('link', { name: 'Open customer' })).toHaveAttribute(
      'href',
      `/users/${detail.userId}`,
    );
    const dialog = await startAction(user, 'Cancel and refund', 'Cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull());
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Confirm cancellation',
      }),
    );
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'cancel', body: null }]);
  });

  it('hides send to production and edit address once the order is in production', async () => {
    server.use(
      http.get(apiUrl(`${BASE}/timeline`), () =>
        HttpResponse.json({
          ...timeline,
          canSendToProduction: false,
          canEditAddress: false,
          productionHoldEndsAt: null,
        }),
      ),
    );
    await openPage();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send to production now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit address' })).toBeNull();
    expect(screen.queryByText(/^Production hold ends Jan/)).toBeNull();
  });

  it("resends a shipped gift's email to its recipient after confirming; not before it has gone out", async () => {
    const gift = {
      recipientName: 'Sam Rivera',
      recipientEmail: 'sam@example.com',
      message: 'Happy birthday!',
      senderName: 'Pat',
    };
    server.use(http.get(apiUrl(BASE), () => HttpResponse.json({ ...detail, gift })));
    const { unmount } = await openPage();
    // Not shipped yet: the recipient has had no email, so there is none to send again.
    expect(screen.getByRole('button', { name: 'Resend gift email' })).toBeDisabled();
    unmount();

    server.use(
      http.get(apiUrl(`${BASE}/timeline`), () =>
        HttpResponse.json({ ...timeline, canResendGiftEmail: true }),
      ),
    );
    const { user } = await openPage();
    const dialog = await startAction(user, 'Resend gift email', 'Resend the gift email?');
    expect(dialog).toHaveTextContent('Sam Rivera (sam@example.com) receives the gift email again');
    await user.click(within(dialog).getByRole('button', { name: 'Resend gift email' }));
    expect(await screen.findByText('Gift email queued to sam@example.com')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'gift', body: null }]);
  });

  it('shows no gift email action for an order that is no gift', async () => {
    await openPage();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend gift email' })).toBeNull();
  });

  it("shows a gift order's recipient, sender and message as text", async () => {
    server.use(
      http.get(apiUrl(BASE), () =>
        HttpResponse.json({
          ...detail,
          gift: {
            recipientName: 'Sam Rivera',
            recipientEmail: 'sam@example.com',
            message: 'Happy birthday!\n<i>Love</i>, Pat',
            senderName: 'Pat',
          },
        }),
      ),
    );
    await openPage();
    const gift = screen.getByRole('region', { name: 'Gift' });
    expect(
      within(gift).getByText('Gift for Sam Rivera — message: Happy birthday! / <i>Love</i>, Pat'),
    ).toBeInTheDocument();
    expect(gift).toHaveTextContent('Recipient email: sam@example.com');
    expect(gift).toHaveTextContent('From: Pat');
    expect(gift).toHaveTextContent('Message: Happy birthday!');
    expect(gift.querySelector('i')).toBeNull();
  });

  it('has no gift section for an order that is no gift', async () => {
    await openPage();
    expect(screen.queryByRole('region', { name: 'Gift' })).toBeNull();
  });
});
