import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { enter, fillTestCard } from '../../../testing/form-entry';
import { apiUrl, errorEnvelope, signedInHandlers, userFixture } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

/** The local payment profile; POST /gift-cards starts a purchase, the test card confirms it. */
async function openPage(options: { purchase?: (body: unknown) => Response; confirm?: () => Response } = {}) {
  const purchases: unknown[] = [];
  const confirms: unknown[] = [];
  msw.use(
    ...signedInHandlers(userFixture()),
    http.get(apiUrl('/payments/config'), () => HttpResponse.json({ provider: 'local', testMode: true })),
    http.post(apiUrl('/gift-cards'), async ({ request }) => {
      const body: unknown = await request.json();
      purchases.push(body);
      if (options.purchase) return options.purchase(body);
      return HttpResponse.json({
        success: true,
        clientSecret: 'pi_local_7_secret_y',
        purchaseHash: 'purchasehash0123456789',
        amountCents: (body as { amountCents: number }).amountCents,
        paymentProvider: 'local',
      });
    }),
    http.post(apiUrl('/payments/local/confirm'), async ({ request }) => {
      confirms.push(await request.json());
      return options.confirm
        ? options.confirm()
        : HttpResponse.json({ success: true, status: 'succeeded', orderHash: 'purchasehash0123456789' });
    }),
  );
  const view = renderApp('/app/gift-cards');
  await screen.findByRole('heading', { name: 'Gift cards', level: 1 });
  await screen.findByLabelText(/^Card number/);
  return { ...view, purchases, confirms };
}

async function fillRecipient(user: UserEvent) {
  await enter(user, /^Recipient's name/, 'Sam');
  await enter(user, /^Recipient's email/, 'sam@example.com');
}

const pay = (label: RegExp = /^Pay \$/) => screen.getByRole('button', { name: label });

describe('buying a gift card', { timeout: 60_000 }, () => {
  it('offers the domain amounts, buys the one picked with the test card, and says the card is on its way', async () => {
    const { user, purchases, confirms } = await openPage();
    for (const amount of ['$25.00', '$50.00', '$75.00', '$100.00', '$150.00']) {
      expect(screen.getByRole('button', { name: amount })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '$75.00' }));
    await fillRecipient(user);
    await enter(user, /^Message/, 'Happy birthday!');
    await fillTestCard(user);
    await user.click(pay(/^Pay \$75\.00$/));

    expect(
      await screen.findByText('Your gift card is on its way to Sam (sam@example.com).'),
    ).toBeInTheDocument();
    expect(purchases).toEqual([
      {
        amountCents: 7500,
        recipientEmail: 'sam@example.com',
        recipientName: 'Sam',
        message: 'Happy birthday!',
      },
    ]);
    expect(confirms).toEqual([expect.objectContaining({ clientSecret: 'pi_local_7_secret_y' })]);

    await user.click(screen.getByRole('button', { name: 'Buy another gift card' }));
    expect(screen.getByLabelText(/^Recipient's name/)).toHaveValue('');
  });

  it('takes a custom amount within the limits and refuses one outside them, in the domain words', async () => {
    const { user, purchases } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Other amount' }));
    await enter(user, /^Amount in dollars/, '600');
    await fillRecipient(user);
    await fillTestCard(user);
    await user.click(pay());
    expect(await screen.findByText('A gift card can be from $10.00 to $500.00.')).toBeInTheDocument();
    expect(purchases).toEqual([]);

    await user.clear(screen.getByLabelText(/^Amount in dollars/));
    await enter(user, /^Amount in dollars/, '12.5x');
    expect(screen.getByText('Enter an amount in dollars, such as 40 or 40.50.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Amount in dollars/));
    await enter(user, /^Amount in dollars/, '42.50');
    await user.click(pay(/^Pay \$42\.50$/));
    await screen.findByText(/is on its way/);
    expect(purchases).toEqual([expect.objectContaining({ amountCents: 4250 })]);
  });

  it("asks for the recipient's name and a valid email before anything is paid", async () => {
    const { user, purchases } = await openPage();
    await enter(user, /^Recipient's email/, 'not-an-email');
    await fillTestCard(user);
    await user.click(pay());
    expect(await screen.findByText("Enter the recipient's name.")).toBeInTheDocument();
    expect(screen.getByText('Enter the email address of the person receiving the card.')).toBeInTheDocument();
    expect(purchases).toEqual([]);
  });

  it('checks the card before starting the purchase, and shows a decline under the card', async () => {
    const { user, purchases } = await openPage({
      confirm: () =>
        errorEnvelope(402, 'Your card was declined.', 'PAYMENT_ERROR', {
          code: 'PAYMENT.CARD_DECLINED',
          declineCode: 'generic_decline',
        }),
    });
    await fillRecipient(user);
    await user.click(pay());
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(purchases).toEqual([]);

    await fillTestCard(user, '4000000000000002');
    await user.click(pay());
    await waitFor(() =>
      expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThanOrEqual(1),
    );
    expect(screen.queryByText(/is on its way/)).not.toBeInTheDocument();
    expect(purchases).toHaveLength(1);
  });

  it("shows the server's reason when the purchase cannot start", async () => {
    const { user } = await openPage({
      purchase: () =>
        errorEnvelope(400, 'A gift card can be from $10.00 to $500.00.', 'VALIDATION_ERROR', {
          code: 'GIFT_CARD.INVALID',
          details: ['A gift card can be from $10.00 to $500.00.'],
        }),
    });
    await fillRecipient(user);
    await fillTestCard(user);
    await user.click(pay());
    // Under the card (and in the Payment Error toast); the form stays.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('A gift card can be from $10.00 to $500.00.'))).toBe(
      true,
    );
    expect(screen.queryByText(/is on its way/)).not.toBeInTheDocument();
  });

  it.each([
    ['succeeded', /^Your gift card is on its way\.$/],
    ['failed', /^Your payment did not go through, so no gift card was sent/],
  ])(
    'back from a bank page with redirect_status=%s, says so and drops the client secret from the address',
    async (status, said) => {
      msw.use(
        ...signedInHandlers(userFixture()),
        http.get(apiUrl('/payments/config'), () => HttpResponse.json({ provider: 'local', testMode: true })),
      );
      const { router } = renderApp(
        `/app/gift-cards?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=${status}`,
      );
      expect(await screen.findByText(said)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      // A failed payment leaves the form to try again; a succeeded one offers another card.
      if (status === 'failed') expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
      else expect(screen.getByRole('button', { name: 'Buy another gift card' })).toBeInTheDocument();
    },
  );
});
