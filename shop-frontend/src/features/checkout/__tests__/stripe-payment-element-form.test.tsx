import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import type { PaymentIntentResult, StripePaymentElementChangeEvent } from '@stripe/stripe-js';
import { loadStripeJs, type StripeInstance } from '../../../components/payment/load-stripe';
import { checkoutHandlers } from './checkout-fixtures';

// Stripe.js cannot load offline: the loader hands the form a fake Stripe that records what the form asks of it.
vi.mock('../../../components/payment/load-stripe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/payment/load-stripe')>()),
  loadStripeJs: vi.fn(),
}));

const ORDER_HASH = 'orderhash0123456789abcdef';
const CLIENT_SECRET = 'pi_123_secret_abc';

/** What confirmPayment answers: an error, or the parts of the PaymentIntent the form reads. */
type ConfirmResult = {
  error?: PaymentIntentResult['error'];
  paymentIntent?: { status: string; amount: number };
};

function fakeStripe(confirmResult: ConfirmResult) {
  let onChange: ((event: Partial<StripePaymentElementChangeEvent>) => void) | undefined;
  const payment = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: (event: Partial<StripePaymentElementChangeEvent>) => void) => {
      if (event === 'change') onChange = handler;
    }),
  };
  const elements = {
    create: vi.fn(() => payment),
    update: vi.fn(() => Promise.resolve()),
    submit: vi.fn(() => Promise.resolve({})),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    retrievePaymentIntent: vi.fn(() =>
      Promise.resolve({ paymentIntent: { status: 'requires_payment_method', amount: 8798 } }),
    ),
    confirmPayment: vi.fn(() => Promise.resolve(confirmResult)),
  };
  vi.mocked(loadStripeJs).mockImplementation((key: string) => {
    expect(key).toBe('pk_test_petart');
    return Promise.resolve(stripe as unknown as StripeInstance);
  });
  /** The customer finishing the card, as the Payment Element reports it. */
  const completeCard = () => {
    act(() => onChange?.({ complete: true, value: { type: 'card' } }));
  };
  return { stripe, elements, payment, completeCard };
}

/** The checkout in the Stripe profile, for a signed-in customer whose profile already holds the address. */
async function openStripeCheckout() {
  const { server, handlers } = checkoutHandlers({
    userOverrides: {
      phone: '+14155550100',
      firstName: 'Ada',
      lastName: 'Lovelace',
      shippingInfo: {
        address1: '1 Market St',
        city: 'San Francisco',
        region: 'CA',
        zip: '94105',
        country: 'US',
      },
    },
  });
  msw.use(...handlers);
  // Later msw.use() calls win: the Stripe profile over the fixtures' local one.
  msw.use(
    http.get(apiUrl('/payments/config'), () =>
      HttpResponse.json({ provider: 'stripe', publishableKey: 'pk_test_petart', testMode: true }),
    ),
    http.post(apiUrl('/cart/create-payment-intent'), async ({ request }) => {
      server.intents.push(await request.json());
      return HttpResponse.json({
        success: true,
        clientSecret: CLIENT_SECRET,
        orderHash: ORDER_HASH,
        paymentProvider: 'stripe',
        publishableKey: 'pk_test_petart',
      });
    }),
    http.get(apiUrl('/order/hash/:hash'), () =>
      HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
    ),
  );
  const view = renderApp('/app/checkout');
  const payNow = await screen.findByRole('button', { name: 'Pay Now' });
  await waitFor(() => expect(payNow).toBeEnabled());
  return { ...view, server, payNow };
}

describe('Stripe Payment Element form', { timeout: 60_000 }, () => {
  // A block body: a function returned from beforeEach would be run as the test's teardown.
  beforeEach(() => {
    vi.mocked(loadStripeJs).mockReset();
  });

  it('mounts a card-only Payment Element (wallets never) in Elements made for a USD card payment', async () => {
    const { stripe, elements, payment } = fakeStripe({});
    await openStripeCheckout();
    await waitFor(() =>
      expect(payment.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element')),
    );
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        currency: 'usd',
        allowedPaymentMethodTypes: ['card'],
        appearance: expect.objectContaining({ theme: 'stripe' }) as unknown,
      }),
    );
    expect(elements.create).toHaveBeenCalledWith('payment', {
      layout: 'tabs',
      wallets: { applePay: 'never', googlePay: 'never' },
      paymentMethodOrder: ['card'],
      fields: { billingDetails: { address: 'never' } },
    });
  });

  it('refuses an unfinished card before creating the order', async () => {
    const { stripe } = fakeStripe({});
    const { user, server, payNow } = await openStripeCheckout();
    await user.click(payNow);
    expect(await screen.findByText('Please complete your card details.')).toBeInTheDocument();
    expect(server.intents).toHaveLength(0);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("confirms with the intent's amount and redirect 'if_required', returning to the order's confirmation page", async () => {
    const { stripe, elements, completeCard } = fakeStripe({
      paymentIntent: { status: 'succeeded', amount: 8798 },
    });
    const { user, server, router, payNow } = await openStripeCheckout();
    await waitFor(() => expect(stripe.elements).toHaveBeenCalled());
    completeCard();
    await user.click(payNow);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/order-confirmation/${ORDER_HASH}`));
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(CLIENT_SECRET);
    expect(elements.update).toHaveBeenCalledWith({ amount: 8798 });
    expect(elements.submit).toHaveBeenCalled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: CLIENT_SECRET,
      redirect: 'if_required',
      confirmParams: {
        return_url: `${window.location.origin}/app/order-confirmation/${ORDER_HASH}`,
        payment_method_data: {
          billing_details: {
            name: 'Ada Lovelace',
            email: 'pat@example.com',
            phone: '+14155550100',
            address: {
              line1: '1 Market St',
              line2: '',
              city: 'San Francisco',
              state: 'CA',
              postal_code: '94105',
              country: 'US',
            },
          },
        },
      },
    });
    expect(server.submitted).toEqual([ORDER_HASH]);
  });

  it("shows Stripe's decline message inline and in a Payment Error toast, and stays on the checkout", async () => {
    const { completeCard, stripe } = fakeStripe({
      error: { type: 'card_error', message: 'Your card was declined.', decline_code: 'generic_decline' },
    });
    const { user, server, router, payNow } = await openStripeCheckout();
    await waitFor(() => expect(stripe.elements).toHaveBeenCalled());
    completeCard();
    await user.click(payNow);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(server.submitted).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/app/checkout');
    expect(payNow).toBeEnabled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Stripe.js could not be loaded'));
    await openStripeCheckout();
    expect(
      await screen.findByText('The card form could not be loaded. Please refresh the page and try again.'),
    ).toBeInTheDocument();
  });
});

describe("landing from Stripe's return_url", () => {
  it("shows the order as the server has it, whatever Stripe's redirect_status says", async () => {
    msw.use(...checkoutHandlers().handlers);
    msw.use(
      http.get(apiUrl('/order/hash/:hash'), () =>
        HttpResponse.json({
          id: 'order-1',
          orderHash: ORDER_HASH,
          totalAmount: 8798,
          taxAmount: 800,
          productPrice: 6999,
          fulfillmentStatus: 'pending',
          invoiceStatus: 'pending',
          paymentStatus: 'pending',
          shippingAddress: null,
          shipments: [],
          statusHistory: [],
          createdAt: '2025-01-05T15:00:00.000Z',
          paidAt: null,
        }),
      ),
      http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json([])),
    );
    const { router } = renderApp(
      `/app/order-confirmation/${ORDER_HASH}?payment_intent=pi_123&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`,
    );
    expect(await screen.findByRole('heading', { name: 'Awaiting Payment' })).toBeInTheDocument();
    // The client secret does not stay in the address bar (nor in the history entry, which is replaced).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/app/order-confirmation/${ORDER_HASH}`);
  });
});
