import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { payBlockers, type CheckoutValues } from '../checkout-form';
import { checkoutHandlers, pricingFixture } from './checkout-fixtures';

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

async function openCheckout(options: Parameters<typeof checkoutHandlers>[0] = {}) {
  const { server, handlers } = checkoutHandlers(options);
  msw.use(...handlers);
  const view = renderApp('/app/checkout');
  await screen.findByRole('heading', { name: 'Order Summary' });
  return { ...view, server };
}

async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** A US address without the last name and the ZIP code. */
async function fillAllButLastNameAndZip(user: UserEvent) {
  await enter(user, /^Phone/, '+14155550100');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
  await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await enter(user, /^First name/, 'Ada');
  await enter(user, /^Address \*/, '1 Market St');
  await enter(user, /^City/, 'San Francisco');
}

const VALUES: CheckoutValues = {
  email: 'pat@example.com',
  phone: '+14155550100',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
  countryName: 'United States',
};

describe('payBlockers: what keeps Pay Now disabled, in the order of the form', () => {
  it('is empty for a complete form', () => {
    expect(payBlockers(VALUES)).toEqual([]);
  });

  it('names the missing fields by their labels, the region by its country label', () => {
    const blockers = payBlockers({ ...VALUES, lastName: ' ', postalCode: '', state: '' });
    expect(blockers).toEqual([
      { field: 'state', label: 'State', kind: 'missing' },
      { field: 'lastName', label: 'Last name', kind: 'missing' },
      { field: 'postalCode', label: 'ZIP code', kind: 'missing' },
    ]);
    expect(payBlockers({ ...VALUES, country: 'JP', state: '' })[0]).toMatchObject({
      field: 'state',
      label: 'Prefecture',
    });
  });

  it('tells a wrong value from a missing one, and an optional field only when it is wrong', () => {
    expect(payBlockers({ ...VALUES, postalCode: '12', address2: 'x'.repeat(101) })).toEqual([
      { field: 'address2', label: 'Address line 2', kind: 'invalid' },
      { field: 'postalCode', label: 'ZIP code', kind: 'invalid' },
    ]);
    expect(payBlockers({ ...VALUES, country: 'GB', state: '', postalCode: 'SW1A 1AA' })).toEqual([]);
  });
});

describe('checkout guidance', { timeout: 60_000 }, () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    // jsdom does not scroll; record what the page asked to bring into view.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('says what is still missing next to the disabled Pay Now, and a tap on it goes to the first missing field', async () => {
    const { user } = await openCheckout();
    await fillAllButLastNameAndZip(user);
    expect(payNow()).toBeDisabled();
    const hint = screen.getByRole('button', { name: 'Still missing: Last name, ZIP code' });
    expect(payNow()).toHaveAttribute('aria-describedby', hint.id);
    // No field is red before the customer asks.
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();

    await user.click(hint);
    const lastName = screen.getByLabelText(/^Last name/);
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(scrolled).toContain(lastName);
    // Every missing field now says so.
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');

    // The hint follows the form: one field left, then none (and Pay Now is enabled).
    await user.paste('Lovelace');
    expect(screen.getByRole('button', { name: 'Still missing: ZIP code' })).toBeInTheDocument();
    await enter(user, /^ZIP code/, '94105');
    await waitFor(() => expect(payNow()).toBeEnabled());
    expect(screen.queryByRole('button', { name: /Still missing/ })).not.toBeInTheDocument();
    // Let the (debounced) pricing of the complete address answer before the test ends.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByLabelText('Total amount')).toHaveTextContent('$85.78');
  });

  it("a tap on the grey button's area (a disabled button gets no click) also goes to the first missing field", async () => {
    const { user, server } = await openCheckout();
    await fillAllButLastNameAndZip(user);
    await user.click(screen.getByTestId('pay-area'));
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveFocus());
    expect(server.intents).toHaveLength(0);
  });

  it('goes to the region select when the state is what is missing, and names a wrong ZIP code', async () => {
    const { user } = await openCheckout();
    await enter(user, /^Phone/, '+14155550100');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
    await enter(user, /^First name/, 'Ada');
    await enter(user, /^Last name/, 'Lovelace');
    await enter(user, /^Address \*/, '1 Market St');
    await enter(user, /^City/, 'San Francisco');
    await enter(user, /^ZIP code/, '12');
    const hint = screen.getByRole('button', { name: 'Still missing: State. Please check: ZIP code' });
    await user.click(hint);
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveFocus());
    expect(screen.getByText('ZIP code is too short')).toBeInTheDocument();
  });

  it('names the tax by the country: VAT for a UK address', async () => {
    const { user } = await openCheckout({
      pricing: () => HttpResponse.json(pricingFixture({ taxAmount: 1600 })),
    });
    await enter(user, /^Phone/, '+447700900123');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    await enter(user, /^ZIP code/, 'SW1A 1AA');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByLabelText('VAT amount')).toHaveTextContent('$16.00');
    expect(within(summary).queryByLabelText(/Sales tax/)).not.toBeInTheDocument();
  });
});
