import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { checkoutHandlers, pricingFixture } from './checkout-fixtures';

const STANDARD = {
  method: 'standard' as const,
  label: 'Standard shipping',
  shippingCost: 999,
  deliveryTime: '4-10 business days',
  minDays: 4,
  maxDays: 10,
};
const EXPRESS = {
  method: 'express' as const,
  label: 'Express shipping',
  shippingCost: 2299,
  deliveryTime: '3-6 business days',
  minDays: 3,
  maxDays: 6,
};

/** Pricing as the server answers it: both methods to the US, standard only elsewhere; express priced when asked. */
function pricing(body: unknown): Response {
  const { country, shippingMethod } = body as { country: string; shippingMethod?: string };
  const us = country === 'US';
  if (shippingMethod === 'express' && !us) {
    return errorEnvelope(
      400,
      'Express shipping is not available for these items to this address.',
      'VALIDATION_ERROR',
      {
        code: 'PRICING.SHIPPING_METHOD_UNAVAILABLE',
      },
    );
  }
  const express = shippingMethod === 'express';
  const { arriveBy } = body as { arriveBy?: string };
  return HttpResponse.json(
    pricingFixture({
      ...(arriveBy
        ? {
            arriveBy: express
              ? {
                  date: arriveBy,
                  method: 'express',
                  latestArrival: '2026-12-14',
                  makesIt: true,
                  message: 'Express shipping arrives by Dec 14 at the latest: in time for Dec 16.',
                }
              : {
                  date: arriveBy,
                  method: 'standard',
                  latestArrival: '2026-12-18',
                  makesIt: false,
                  suggestedMethod: 'express',
                  message:
                    'Standard shipping may arrive as late as Dec 18. Express shipping arrives by Dec 14: in time for Dec 16.',
                },
          }
        : {}),
      shippingCost: express ? 2299 : 999,
      total: express ? 100.78 : 85.78,
      shippingMethod: express ? 'express' : 'standard',
      shippingMethods: us ? [STANDARD, EXPRESS] : [STANDARD],
    }),
  );
}

async function paste(user: UserEvent, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function openWithAddress() {
  const { server, handlers } = checkoutHandlers({ pricing });
  msw.use(...handlers);
  const view = renderApp('/app/checkout');
  await screen.findByRole('heading', { name: 'Order Summary' });
  const { user } = view;
  await paste(user, /^Phone/, '+14155550100');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
  await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await paste(user, /^First name/, 'Ada');
  await paste(user, /^Last name/, 'Lovelace');
  await paste(user, /^Address \*/, '1 Market St');
  await paste(user, /^City/, 'San Francisco');
  await paste(user, /^ZIP code/, '94105');
  return { ...view, server };
}

const methods = () => screen.getByRole('radiogroup', { name: 'Shipping method' });

describe('checkout shipping method', { timeout: 60_000 }, () => {
  it('asks for the delivery address before offering any method, and prices nothing yet', async () => {
    const { server, handlers } = checkoutHandlers({ pricing });
    msw.use(...handlers);
    renderApp('/app/checkout');
    await screen.findByRole('heading', { name: 'Order Summary' });
    const group = screen.getByRole('group', { name: 'Shipping method' });
    expect(group).toHaveTextContent(
      'Enter your delivery address to see the shipping options and their prices.',
    );
    expect(server.pricingBodies).toHaveLength(0);
  });

  it('lists the methods as radios, standard chosen; choosing express prices it and pays for it', async () => {
    const { user, server, router } = await openWithAddress();
    const standard = await within(
      await screen.findByRole('radiogroup', { name: 'Shipping method' }),
    ).findByRole('radio', { name: /Standard shipping — \$9\.99\s*4-10 business days/ });
    const express = within(methods()).getByRole('radio', {
      name: /Express shipping — \$22\.99\s*3-6 business days/,
    });
    expect(standard).toBeChecked();
    expect(express).not.toBeChecked();
    // Standard is the server's default: not sent.
    expect(server.pricingBodies.at(-1)).not.toHaveProperty('shippingMethod');

    await user.click(express);
    expect(express).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() =>
      expect(within(summary).getByLabelText('Shipping amount')).toHaveTextContent('$22.99'),
    );
    expect(within(summary).getByLabelText('Total amount')).toHaveTextContent('$100.78');
    expect(server.pricingBodies.at(-1)).toMatchObject({ country: 'US', shippingMethod: 'express' });

    msw.use(
      http.get(apiUrl('/order/hash/:hash'), () =>
        HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
      ),
    );
    await paste(user, /^Card number/, '4242424242424242');
    await paste(user, /^MM\/YY/, '1239');
    await paste(user, /^CVC/, '123');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/order-confirmation\//));
    expect(server.intents[0]).toMatchObject({ shippingMethod: 'express' });
  });

  it('goes back to standard when the address changes to one express does not reach', async () => {
    const { user, server } = await openWithAddress();
    await user.click(
      await within(await screen.findByRole('radiogroup', { name: 'Shipping method' })).findByRole('radio', {
        name: /Express shipping/,
      }),
    );
    await waitFor(() => expect(server.pricingBodies.at(-1)).toMatchObject({ shippingMethod: 'express' }));
    await user.selectOptions(screen.getByLabelText(/^Country/), 'DE');
    await user.clear(screen.getByLabelText(/^ZIP code/));
    await paste(user, /^ZIP code/, '10115');
    // Express to Germany is refused: standard is chosen again and priced; Germany is offered standard only.
    await waitFor(() =>
      expect(within(methods()).queryByRole('radio', { name: /Express shipping/ })).not.toBeInTheDocument(),
    );
    expect(within(methods()).getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
    expect(
      screen.getByText('Express shipping is available to addresses in the contiguous United States.'),
    ).toBeVisible();
    expect(server.pricingBodies.at(-1)).toEqual(expect.not.objectContaining({ shippingMethod: 'express' }));
    expect(server.pricingBodies.at(-1)).toMatchObject({ country: 'DE' });
  });

  it('says whether the chosen method arrives by the day asked, and chooses the one that does', async () => {
    const { user, server } = await openWithAddress();
    await screen.findByRole('radiogroup', { name: 'Shipping method' });
    const day = screen.getByLabelText('Arrive by (optional)');
    await user.type(day, '2026-12-16');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Standard shipping may arrive as late as Dec 18. Express shipping arrives by Dec 14: in time for Dec 16.',
    );
    expect(server.pricingBodies.at(-1)).toMatchObject({ arriveBy: '2026-12-16' });
    expect(server.pricingBodies.at(-1)).not.toHaveProperty('shippingMethod');

    await user.click(within(status).getByRole('button', { name: 'Choose Express shipping' }));
    expect(within(methods()).getByRole('radio', { name: /Express shipping/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Express shipping arrives by Dec 14 at the latest: in time for Dec 16.',
      ),
    );
    expect(server.pricingBodies.at(-1)).toMatchObject({ arriveBy: '2026-12-16', shippingMethod: 'express' });
  });
});
