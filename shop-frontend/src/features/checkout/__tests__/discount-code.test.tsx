import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillTestCard } from '../../../testing/form-entry';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { checkoutHandlers, fillCheckoutAddress, pricingFixture } from './checkout-fixtures';

const SAVE10 = {
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  description: '10% off',
  discountCents: 700,
  subtotalCents: 6999,
};

/** Pricing that honours the code like the server: 10% off the products, tax on the discounted amount. */
function pricing(body: unknown) {
  const code = (body as { discountCode?: string }).discountCode;
  if (code === 'SAVE10') {
    return HttpResponse.json(
      pricingFixture({ discountCode: 'SAVE10', discountCents: 700, taxAmount: 529, total: 78.27 }),
    );
  }
  if (code) {
    return errorEnvelope(400, 'This discount code has been used up.', 'INVALID_REQUEST', {
      code: 'DISCOUNT.INVALID',
    });
  }
  return HttpResponse.json(pricingFixture());
}

async function openCheckout() {
  const { server, handlers } = checkoutHandlers({ pricing });
  const applied: unknown[] = [];
  msw.use(
    ...handlers,
    http.post(apiUrl('/discounts/apply'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      applied.push(body);
      const code = body.code.trim().toUpperCase();
      if (code === 'SAVE10') return HttpResponse.json(SAVE10);
      // Accepted on Apply, refused by the next pricing (its last use went to someone else meanwhile).
      if (code === 'LAST1') return HttpResponse.json({ ...SAVE10, code: 'LAST1' });
      if (code === 'SLOW') {
        return errorEnvelope(
          429,
          'Too many discount code attempts. Please wait a few minutes and try again.',
          'RATE_LIMIT',
          { code: 'RATE_LIMIT.EXCEEDED' },
        );
      }
      if (code === 'GONE') {
        return errorEnvelope(400, 'This discount code has been used up.', 'INVALID_REQUEST', {
          code: 'DISCOUNT.INVALID',
        });
      }
      return errorEnvelope(
        400,
        "We don't recognise that discount code. Check the spelling and try again.",
        'INVALID_REQUEST',
        { code: 'DISCOUNT.INVALID' },
      );
    }),
  );
  const view = renderApp('/app/checkout');
  await screen.findByRole('heading', { name: 'Order Summary' });
  return { ...view, server, applied };
}

async function applyCode(user: UserEvent, code: string) {
  const link = screen.queryByRole('button', { name: 'Have a discount code?' });
  if (link) await user.click(link);
  const input = screen.getByRole('textbox', { name: 'Discount code' });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

describe('discount code at checkout', { timeout: 60_000 }, () => {
  it('starts as a link; a code applies (any case), shows in the summary with its line, pays with it, and can be removed', async () => {
    const { user, server, applied } = await openCheckout();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    await fillCheckoutAddress(user);
    expect(await summary().findByLabelText('Total amount')).toHaveTextContent('$85.78');

    await applyCode(user, ' save10 ');
    expect(applied).toEqual([{ code: 'save10' }]);
    expect(await screen.findByText('Code SAVE10 applied: 10% off')).toBeInTheDocument();
    expect(await summary().findByLabelText('Discount (SAVE10) amount')).toHaveTextContent('-$7.00');
    expect(summary().getByLabelText('Total amount')).toHaveTextContent('$78.27');
    expect(server.pricingBodies.at(-1)).toMatchObject({ discountCode: 'SAVE10' });

    await fillTestCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(server.intents).toHaveLength(1));
    expect(server.intents[0]).toMatchObject({ discountCode: 'SAVE10' });
  });

  it('Remove takes the code off and the summary is priced again without it', async () => {
    const { user } = await openCheckout();
    await fillCheckoutAddress(user);
    await applyCode(user, 'SAVE10');
    await screen.findByText('Code SAVE10 applied: 10% off');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(summary().getByLabelText('Total amount')).toHaveTextContent('$85.78'));
    expect(summary().queryByLabelText('Discount (SAVE10) amount')).not.toBeInTheDocument();
  });

  it.each([
    ['WRONG', "We don't recognise that discount code. Check the spelling and try again."],
    ['GONE', 'This discount code has been used up.'],
    ['SLOW', 'Too many discount code attempts. Please wait a few minutes and try again.'],
  ])('shows why %s does not apply', async (code, message) => {
    const { user } = await openCheckout();
    await applyCode(user, code);
    expect(await summary().findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/applied:/)).not.toBeInTheDocument();
  });

  it('takes a code off again when the pricing refuses it, and says why', async () => {
    const { user, server } = await openCheckout();
    await fillCheckoutAddress(user);
    await summary().findByLabelText('Total amount');
    await applyCode(user, 'LAST1');
    expect(await summary().findByText('This discount code has been used up.')).toBeInTheDocument();
    await waitFor(() => expect(summary().getByLabelText('Total amount')).toHaveTextContent('$85.78'));
    expect(screen.queryByText(/applied:/)).not.toBeInTheDocument();
    expect(server.pricingBodies).toContainEqual(expect.objectContaining({ discountCode: 'LAST1' }));
  });

  it('asks for a code when Apply is pressed on an empty field', async () => {
    const { user, applied } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await summary().findByText('Enter a discount code.')).toBeInTheDocument();
    expect(applied).toEqual([]);
  });
});
