import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedGiftCard } from '../../../lib/remembered-gift-card';
import { fillTestCard } from '../../../testing/form-entry';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { checkoutHandlers, fillCheckoutAddress } from './checkout-fixtures';

const CODE = 'ABCDEFGHJKMNPQRS';
const ORDER_HASH = 'orderhash0123456789abcdef';

/**
 * The checkout with gift cards known to the server by code: `balances` answers GET /gift-cards/balance; the payment
 * intent answers as the server does (paid in full by the card, or the card payment for the rest), unless `intent`
 * says otherwise.
 */
async function openCheckout(
  options: { balances?: Record<string, number>; intent?: (body: unknown) => Response | undefined } = {},
) {
  const balances = options.balances ?? { [CODE]: 3000 };
  const { server, handlers } = checkoutHandlers();
  const checked: string[] = [];
  msw.use(...handlers);
  // Later msw.use() calls win: this payment intent over the fixtures' one.
  msw.use(
    http.get(apiUrl('/gift-cards/balance'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      checked.push(code);
      if (code === 'DDDDDDDDDDDDDDDD') {
        return errorEnvelope(
          400,
          'This gift card has been disabled. Please contact support if you think this is a mistake.',
          'INVALID_REQUEST',
          { code: 'GIFT_CARD.INVALID' },
        );
      }
      const balance = balances[code];
      if (balance === undefined) {
        return errorEnvelope(
          400,
          'This gift card code is not valid. Check the code in your email and try again.',
          'INVALID_REQUEST',
          { code: 'GIFT_CARD.INVALID' },
        );
      }
      return HttpResponse.json({ codeEnd: code.slice(-4), balanceCents: balance });
    }),
    http.post(apiUrl('/cart/create-payment-intent'), async ({ request }) => {
      const body = (await request.json()) as { giftCardCode?: string };
      server.intents.push(body);
      const answer = options.intent?.(body);
      if (answer) return answer;
      const balance = body.giftCardCode ? (balances[body.giftCardCode] ?? 0) : 0;
      const covered = balance >= 8578;
      return HttpResponse.json({
        success: true,
        clientSecret: covered ? '' : 'pi_local_1_secret_x',
        orderHash: ORDER_HASH,
        paymentProvider: 'local',
        ...(body.giftCardCode ? { giftCardCents: Math.min(balance, 8578) } : {}),
        ...(covered ? { paidWithGiftCard: true } : {}),
      });
    }),
    http.get(apiUrl('/order/hash/:hash'), () =>
      HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
    ),
  );
  const view = renderApp('/app/checkout');
  await screen.findByRole('heading', { name: 'Order Summary' });
  return { ...view, server, checked };
}

async function applyGiftCard(user: UserEvent, code: string) {
  const link = screen.queryByRole('button', { name: 'Have a gift card?' });
  if (link) await user.click(link);
  const input = screen.getByRole('textbox', { name: 'Gift card code' });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

describe('gift card at checkout', { timeout: 60_000 }, () => {
  afterEach(() => rememberedGiftCard.clear());

  it('applies a code typed in any case with dashes, shows what it pays and what is left, and pays the rest by card', async () => {
    const { user, server, checked, router } = await openCheckout();
    expect(screen.queryByRole('textbox', { name: 'Gift card code' })).not.toBeInTheDocument();
    await fillCheckoutAddress(user);
    expect(await summary().findByLabelText('Total amount')).toHaveTextContent('$85.78');

    await applyGiftCard(user, 'abcd-efgh-jkmn-pqrs');
    expect(checked).toEqual([CODE]);
    expect(await screen.findByText('Gift card ending PQRS applied: $30.00 balance')).toBeInTheDocument();
    expect(summary().getByLabelText('Gift card (…PQRS) amount')).toHaveTextContent('-$30.00');
    expect(summary().getByLabelText('Left to pay amount')).toHaveTextContent('$55.78');

    await fillTestCard(user);
    await user.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/order-confirmation/${ORDER_HASH}`));
    expect(server.intents[0]).toMatchObject({ giftCardCode: CODE });
    expect(server.confirms).toHaveLength(1);
  });

  it('goes straight to the confirmation without the card form when the card pays everything', async () => {
    const { user, server, router } = await openCheckout({ balances: { [CODE]: 10000 } });
    await fillCheckoutAddress(user);
    await applyGiftCard(user, CODE);
    expect(await summary().findByLabelText('Left to pay amount')).toHaveTextContent('$0.00');
    expect(summary().getByLabelText('Gift card (…PQRS) amount')).toHaveTextContent('-$85.78');
    expect(
      screen.getByText('Your gift card pays the whole order: no card payment is needed.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();

    await user.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/order-confirmation/${ORDER_HASH}`));
    expect(server.intents[0]).toMatchObject({ giftCardCode: CODE });
    expect(server.confirms).toHaveLength(0);
    expect(server.submitted).toEqual([ORDER_HASH]);
  });

  it('shows the race answer at the field and keeps the card with the balance it has now', async () => {
    const message = "This gift card's balance has just been used. Its balance is now $10.00.";
    const { user, server, router } = await openCheckout({
      balances: { [CODE]: 10000 },
      intent: (body) =>
        (body as { giftCardCode?: string }).giftCardCode && server.intents.length === 1
          ? errorEnvelope(409, message, 'CONFLICT', { code: 'GIFT_CARD.BALANCE_USED', balanceCents: 1000 })
          : undefined,
    });
    await fillCheckoutAddress(user);
    await applyGiftCard(user, CODE);
    await summary().findByLabelText('Left to pay amount');
    await user.click(payNow());

    const field = await summary().findByText(message);
    expect(field).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/checkout');
    expect(screen.getByText('Gift card ending PQRS applied: $10.00 balance')).toBeInTheDocument();
    expect(summary().getByLabelText('Left to pay amount')).toHaveTextContent('$75.78');
    // The rest is now paid by card: the card form is back.
    expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
    expect(server.confirms).toHaveLength(0);
  });

  it('refuses a code of the wrong shape without asking the server, and shows why the server refuses one', async () => {
    const { user, checked } = await openCheckout();
    await applyGiftCard(user, 'NOPE');
    expect(
      await summary().findByText(
        'This gift card code is not valid. Check the code in your email and try again.',
      ),
    ).toBeInTheDocument();
    expect(checked).toEqual([]);

    await applyGiftCard(user, 'dddd-dddd-dddd-dddd');
    expect(
      await summary().findByText(
        'This gift card has been disabled. Please contact support if you think this is a mistake.',
      ),
    ).toBeInTheDocument();
    expect(checked).toEqual(['DDDDDDDDDDDDDDDD']);
    expect(screen.queryByTestId('applied-gift-card')).not.toBeInTheDocument();
  });

  it('asks for a code when Apply is pressed on an empty field, and Remove takes an applied card off', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Have a gift card?' }));
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await summary().findByText('Enter a gift card code.')).toBeInTheDocument();

    await fillCheckoutAddress(user);
    await applyGiftCard(user, CODE);
    await summary().findByLabelText('Left to pay amount');
    await user.click(screen.getByRole('button', { name: 'Remove gift card' }));
    await waitFor(() => expect(summary().queryByLabelText('Left to pay amount')).not.toBeInTheDocument());
    expect(summary().getByLabelText('Total amount')).toHaveTextContent('$85.78');
  });

  it("applies the email link's code remembered for this tab when checkout opens", async () => {
    rememberedGiftCard.set(CODE);
    const { checked } = await openCheckout();
    expect(await screen.findByText('Gift card ending PQRS applied: $30.00 balance')).toBeInTheDocument();
    expect(checked).toEqual([CODE]);
  });
});
