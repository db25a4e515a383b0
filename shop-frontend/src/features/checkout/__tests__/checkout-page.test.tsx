import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, apiUrl } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { storageKey } from '../checkout-form';
import { cartLineFixture, checkoutHandlers, pricingFixture } from './checkout-fixtures';

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

async function openCheckout(options: Parameters<typeof checkoutHandlers>[0] = {}) {
  const { server, handlers } = checkoutHandlers(options);
  msw.use(...handlers);
  const view = renderApp('/app/checkout');
  await screen.findByRole('heading', { name: 'Order Summary' });
  return { ...view, server };
}

/** Puts a value into a field the way a paste does: one change, not a render of the whole page per character. */
async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillAddress(
  user: UserEvent,
  overrides: { country?: string; state?: string; zip?: string } = {},
) {
  await enter(user, /^Phone/, '+14155550100');
  await user.selectOptions(screen.getByLabelText(/^Country/), overrides.country ?? 'US');
  if (overrides.state !== '')
    await user.selectOptions(screen.getByLabelText(/^State/), overrides.state ?? 'CA');
  await enter(user, /^First name/, 'Ada');
  await enter(user, /^Last name/, 'Lovelace');
  await enter(user, /^Address \*/, '1 Market St');
  await enter(user, /^City/, 'San Francisco');
  await enter(user, /^ZIP code/, overrides.zip ?? '94105');
}

async function fillCard(user: UserEvent, number = '4242424242424242') {
  await enter(user, /^Card number/, number);
  await enter(user, /^MM\/YY/, '1239');
  await enter(user, /^CVC/, '123');
}

// Each test renders the whole app and fills a full address and card: typed key by key (~60 keystrokes through
// user-event, each rendering the page) that took over the 20 s default on a loaded CI machine, and a timed-out test
// kept typing into the next test's form. The helpers paste now; the validation test still types.
describe('checkout page', { timeout: 60_000 }, () => {
  it('shows the empty state with a Create Artwork link when the cart is empty', async () => {
    msw.use(...checkoutHandlers({ cart: [] }).handlers);
    renderApp('/app/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(
      screen.getByText('Add some artwork to your cart before proceeding to checkout.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Artwork' })).toHaveAttribute('href', '/app/create');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('renders the three numbered sections, the read-only email, counters, badges and the tips dialog', async () => {
    const { user } = await openCheckout();
    for (const name of ['CONTACT', 'DELIVERY', 'PAYMENT'])
      expect(screen.getByRole('heading', { name })).toBeVisible();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('pat@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('0/15')).toBeInTheDocument();
    expect(screen.getAllByText('0/40')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    expect(screen.getByText('3/40')).toBeInTheDocument();
    for (const badge of ['SSL Secured', 'Money-back Guarantee'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    // Local test mode: Stripe does not take this payment, so no 'Stripe Protected' badge.
    expect(screen.queryByText('Stripe Protected')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/create');
    expect(
      screen.getByText('Test mode — no real payment is taken. Use 4242 4242 4242 4242.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Form Completion Tips' }));
    expect(await screen.findByRole('dialog', { name: 'Form Completion Tips' })).toBeVisible();
  });

  it('enables Pay Now only when every required field is filled and a US state is chosen', async () => {
    const { user } = await openCheckout();
    expect(payNow()).toBeDisabled();
    await fillAddress(user, { state: '' });
    // Everything but the state: still disabled, the region is required for the US.
    expect(payNow()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
    await waitFor(() => expect(payNow()).toBeEnabled());
    // A blanked required field disables it again.
    await user.clear(screen.getByLabelText(/^City/));
    expect(payNow()).toBeDisabled();
  });

  it('hides the region for countries without one, and clears the region when the country changes', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { state: 'CA' });
    await waitFor(() => expect(payNow()).toBeEnabled());
    expect(window.localStorage.getItem(storageKey('state'))).toBe('CA');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    const province = screen.getByLabelText(/^Province/);
    expect(province).toHaveValue('');
    expect(window.localStorage.getItem(storageKey('state'))).toBeNull();
    expect(payNow()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    expect(screen.queryByLabelText(/^Province/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Region/)).not.toBeInTheDocument();
    // No region needed in the UK; the ZIP rule still applies, with the UK format: a US ZIP is not a UK postcode.
    await waitFor(() => expect(payNow()).toBeDisabled());
    await user.clear(screen.getByLabelText(/^ZIP code/));
    await enter(user, /^ZIP code/, 'SW1A 1AA');
    await waitFor(() => expect(payNow()).toBeEnabled());
  });

  it('shows the validation messages of product.md P10', async () => {
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText(/^First name/), 'A'.repeat(41));
    expect(screen.getByText('First name must be 40 characters or less')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ZIP code/), '12');
    await user.tab();
    expect(await screen.findByText('ZIP code is too short')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^City/));
    await user.tab();
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'JP');
    const prefecture = screen.getByLabelText(/^Prefecture/);
    const firstPrefecture = within(prefecture).getAllByRole('option')[1];
    if (!firstPrefecture) throw new Error('no prefectures listed');
    await user.selectOptions(prefecture, firstPrefecture);
    expect(screen.queryByText('State/Province/Region is required for this country')).not.toBeInTheDocument();
    await user.selectOptions(prefecture, '');
    expect(await screen.findByText('State/Province/Region is required for this country')).toBeInTheDocument();
  });

  it('saves each field on this device and restores it (not the email)', async () => {
    const first = await openCheckout();
    await fillAddress(first.user);
    expect(window.localStorage.getItem(storageKey('firstName'))).toBe('Ada');
    expect(window.localStorage.getItem(storageKey('country'))).toBe('US');
    expect(window.localStorage.getItem('checkoutForm.email')).toBeNull();
    first.unmount();

    const saved = { ...window.localStorage };
    const { handlers } = checkoutHandlers({ userOverrides: { email: 'other@example.com' } });
    msw.use(...handlers);
    for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, String(value));
    renderApp('/app/checkout');
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+14155550100');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('US');
    expect(screen.getByLabelText(/^State/)).toHaveValue('CA');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('94105');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('other@example.com');
    expect(payNow()).toBeEnabled();
  });

  it('prices the server cart for the address and shows products, shipping, tax, total and the estimate', async () => {
    const { user, server } = await openCheckout();
    expect(screen.getByText('Select shipping address to see pricing')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-range')).toHaveTextContent('8-13 business days');
    expect(server.pricingBodies).toHaveLength(0);
    await fillAddress(user);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByLabelText('Total amount')).toHaveTextContent('$85.78');
    expect(within(summary).getByLabelText('Products amount')).toHaveTextContent('$69.99');
    expect(within(summary).getByLabelText('Shipping amount')).toHaveTextContent('$9.99');
    // A US order: the tax is named by the country (domain taxNameFor), not 'Tax (VAT)'.
    expect(within(summary).getByLabelText('Sales tax amount')).toHaveTextContent('$5.80');
    expect(screen.getByTestId('delivery-range')).toHaveTextContent('4-10 business days');
    // Debounced: the last address only, no items (the server prices its own cart).
    const last = server.pricingBodies.at(-1);
    expect(last).toEqual({
      country: 'US',
      address: { postalCode: '94105', state: 'CA', city: 'San Francisco', address1: '1 Market St' },
    });
    expect(server.pricingBodies.length).toBeLessThan(5);
  });

  it('lists per-provider estimates with the separate-packages note, and the canvas tip', async () => {
    const pricing = pricingFixture({
      deliveryEstimates: {
        hasMultipleProviders: true,
        estimates: [
          {
            label: 'Poster',
            range: '5-13 business days',
            min: 5,
            max: 13,
            provider: 2,
            printTypes: ['poster'],
          },
          {
            label: 'Canvas',
            range: '4-10 business days',
            min: 4,
            max: 10,
            provider: 105,
            printTypes: ['canvas'],
          },
        ],
        combinedRange: '4-13 business days',
        separatePackagesNote:
          'Your items are made by different production partners and may arrive in separate packages.',
        canvasTip: 'Tip: canvas prints arrive sooner to your address.',
      },
    });
    const { user } = await openCheckout({ pricing: () => HttpResponse.json(pricing) });
    await fillAddress(user);
    expect(await screen.findByText('Poster: 5-13 business days')).toBeInTheDocument();
    expect(screen.getByText('Canvas: 4-10 business days')).toBeInTheDocument();
    expect(screen.getByText(/may arrive in separate packages/)).toBeInTheDocument();
    expect(screen.getByText('Tip: canvas prints arrive sooner to your address.')).toBeInTheDocument();
  });

  it('shows the pricing failure with the server message', async () => {
    const { user } = await openCheckout({
      pricing: () =>
        HttpResponse.json(
          {
            success: false,
            message: 'ZIP code is too long',
            error: 'Bad Request',
            errorType: 'VALIDATION_ERROR',
          },
          { status: 400 },
        ),
    });
    await fillAddress(user, { zip: '12345678901' });
    expect(
      await screen.findByText('ZIP code is too long Please check your address and try again.'),
    ).toBeInTheDocument();
  });

  it('changes quantities (minus disabled at 1), removes lines and clears the cart', async () => {
    const { user, server } = await openCheckout({
      cart: [
        cartLineFixture(),
        cartLineFixture({ id: 'c2', printType: 'poster', printSize: '12x18', quantity: 2 }),
      ],
    });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Canvas 20x30' });
    expect(minus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Poster 12x18' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Canvas 20x30' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity of Canvas 20x30')).toHaveTextContent('2'));
    expect(server.cartUpdates).toEqual([{ id: 'c1', quantity: 2 }]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Canvas 20x30' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove Poster 12x18' }));
    await waitFor(() => expect(screen.queryByText('Size: 12x18')).not.toBeInTheDocument());
    expect(server.removed).toEqual(['c2']);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('toasts the cart failure of product.md P9', async () => {
    const { user } = await openCheckout();
    msw.use(http.put(apiUrl('/cart/:id'), () => errorEnvelope(500, 'boom')));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Canvas 20x30' }));
    expect(await screen.findByText('Failed to update item quantity')).toBeInTheDocument();
  });

  it('shows a declined card inline and in a Payment Error toast', async () => {
    const { user, server } = await openCheckout({
      confirm: () =>
        HttpResponse.json(
          {
            error: 'Card declined',
            message: 'Your card was declined. Please use a different card.',
            errorType: 'PAYMENT_ERROR',
            declineCode: 'generic_decline',
            details: [],
            code: 'PAYMENT.CARD_DECLINED',
          },
          { status: 402 },
        ),
    });
    await fillAddress(user);
    await fillCard(user, '4000000000000002');
    await user.click(payNow());
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(
      screen.getAllByText('Your card was declined. Please use a different card.').length,
    ).toBeGreaterThanOrEqual(2);
    expect(server.intents).toHaveLength(1);
    expect(server.confirms[0]).toEqual({
      clientSecret: 'pi_local_1_secret_x',
      cardNumber: '4000000000000002',
      expMonth: 12,
      expYear: 2039,
      cvc: '123',
    });
    expect(server.submitted).toHaveLength(0);
    expect(payNow()).toBeEnabled();
  });

  it('refuses an invalid card number before creating the order', async () => {
    const { user, server } = await openCheckout();
    await fillAddress(user);
    await fillCard(user, '4242424242424241');
    await user.click(payNow());
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(server.intents).toHaveLength(0);
  });

  it('toasts the server message when the order cannot be created', async () => {
    const { user } = await openCheckout();
    msw.use(
      http.post(apiUrl('/cart/create-payment-intent'), () =>
        errorEnvelope(400, 'Form validation failed', 'VALIDATION_ERROR', {
          details: ['ZIP code is too short'],
        }),
      ),
    );
    await fillAddress(user);
    await fillCard(user);
    await user.click(payNow());
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getAllByText('Form validation failed: ZIP code is too short').length).toBeGreaterThan(0);
  });

  it('pays with the test card, submits the order and opens its confirmation', async () => {
    const { user, server, router } = await openCheckout();
    msw.use(
      http.get(apiUrl('/order/hash/:hash'), () =>
        HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
      ),
    );
    await fillAddress(user);
    await fillCard(user);
    await user.click(payNow());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/order-confirmation/orderhash0123456789abcdef'),
    );
    expect(server.intents[0]).toEqual({
      customerInfo: {
        email: 'pat@example.com',
        phone: '+14155550100',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
        countryCode: 'US',
        countryName: 'United States',
        // The account had no details of its own: "Save as my details" was on by default.
        saveAsMyDetails: true,
        // The browser's zone: the confirmation email writes when printing starts in it.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect(server.submitted).toEqual(['orderhash0123456789abcdef']);
  });

  it("leaves the buyer's details alone unless asked: 'Save as my details' is off once the account has details", async () => {
    const { user, server } = await openCheckout({
      userOverrides: {
        firstName: 'Pat',
        lastName: 'Buyer',
        phone: '+14155550199',
        shippingInfo: {
          address1: '9 Home Rd',
          city: 'Austin',
          zip: '78701',
          countryCode: 'US',
          region: 'TX',
        },
      },
    });
    msw.use(
      http.get(apiUrl('/order/hash/:hash'), () =>
        HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
      ),
    );
    const save = screen.getByRole('checkbox', { name: /Save as my details/ });
    expect(save).not.toBeChecked();
    // A gift: the form offers the profile's address, the buyer types the recipient's.
    expect(screen.getByLabelText(/^City/)).toHaveValue('Austin');
    await user.clear(screen.getByLabelText(/^City/));
    await enter(user, /^City/, 'San Antonio');
    await fillCard(user);
    await user.click(payNow());
    await waitFor(() => expect(server.intents).toHaveLength(1));
    expect(server.intents[0]).toMatchObject({
      customerInfo: { city: 'San Antonio', saveAsMyDetails: false },
    });
  });
});

describe('checkout gift fields', { timeout: 60_000 }, () => {
  const giftBox = () => screen.getByRole('checkbox', { name: /This is a gift/ });

  it('shows the recipient fields once ticked, checks them with the gift rule and keeps Pay Now off until valid', async () => {
    const { user } = await openCheckout();
    expect(screen.queryByLabelText(/^Recipient name/)).not.toBeInTheDocument();
    await fillAddress(user);
    await fillCard(user);
    expect(payNow()).toBeEnabled();

    await user.click(giftBox());
    expect(await screen.findByLabelText(/^Recipient name/)).toBeVisible();
    expect(payNow()).toBeDisabled();
    expect(screen.getByText('Still missing: Recipient name, Recipient email')).toBeInTheDocument();

    await enter(user, /^Recipient email/, 'sam@nowhere');
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid email address for the recipient'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Recipient email/));
    await enter(user, /^Recipient email/, 'sam@example.com');
    await enter(user, /^Recipient name/, 'Sam');

    // Limits are said while typing, with the count as the rule makes it.
    await enter(user, /^Gift message/, 'x'.repeat(301));
    expect(screen.getByText('301/300')).toBeInTheDocument();
    expect(screen.getByText('Gift message must be 300 characters or less')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    expect(screen.getByText('Please check: Gift message')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Gift message/));
    await enter(user, /^Gift message/, Array(9).fill('line').join('\n'));
    expect(screen.getByText('Gift message can have at most 8 lines')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Gift message/));
    await enter(user, /^Gift message/, 'Happy\u0007 birthday');
    expect(
      screen.getByText('Gift message can only contain printable text (no control characters)'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Gift message/));
    await enter(user, /^Gift message/, 'Happy birthday!');
    expect(screen.getByText('15/300')).toBeInTheDocument();
    expect(payNow()).toBeEnabled();

    // Unticked, the gift no longer holds Pay Now back.
    await user.click(giftBox());
    await waitFor(() => expect(screen.queryByLabelText(/^Recipient name/)).not.toBeInTheDocument());
    expect(payNow()).toBeEnabled();
  });

  it('sends the gift with the order, normalised, and keeps it out of the saved form and the profile', async () => {
    const { user, server } = await openCheckout();
    msw.use(
      http.get(apiUrl('/order/hash/:hash'), () =>
        HttpResponse.json({ error: 'Order Not Found', message: 'Order Not Found' }, { status: 404 }),
      ),
    );
    await fillAddress(user);
    const save = screen.getByRole('checkbox', { name: /Save as my details/ });
    expect(save).toBeChecked();
    await user.click(giftBox());
    // The delivery address is the recipient's: not saved as the buyer's details unless ticked again.
    expect(save).not.toBeChecked();
    await enter(user, /^Recipient name/, '  Sam   Rivera ');
    await enter(user, /^Recipient email/, ' Sam@Example.com ');
    await enter(user, /^Gift message/, 'Happy birthday!\nLove, Pat\n\n');
    await fillCard(user);
    await user.click(payNow());
    await waitFor(() => expect(server.intents).toHaveLength(1));
    expect(server.intents[0]).toMatchObject({
      customerInfo: { firstName: 'Ada', city: 'San Francisco', saveAsMyDetails: false },
      gift: {
        recipientName: 'Sam Rivera',
        recipientEmail: 'sam@example.com',
        message: 'Happy birthday!\nLove, Pat',
      },
    });
    const saved = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(saved.some((value) => value.includes('Sam') || value.includes('Happy birthday'))).toBe(false);
  });
});
