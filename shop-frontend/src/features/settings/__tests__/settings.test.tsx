import { MESSAGES, regionsFor } from '@petart/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope, signedInHandlers, userFixture } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

/** The signed-in `account` and a settings route that answers with what it was sent; `body` is the last one sent. */
function savesSettings(account: ReturnType<typeof userFixture>) {
  const saved: { body: unknown } = { body: undefined };
  server.use(
    ...signedInHandlers(account),
    http.patch(apiUrl('/user/settings'), async ({ request }) => {
      saved.body = await request.json();
      return HttpResponse.json({ ...account, ...(saved.body as object) });
    }),
  );
  return saved;
}

describe('settings', () => {
  it('validates personal information, keeps Save disabled until changed, saves and toasts', async () => {
    const saved = savesSettings(userFixture());
    const { user } = renderApp('/app/settings');
    const form = within(await screen.findByRole('form', { name: 'Personal information' }));
    const save = form.getByRole('button', { name: 'Save Changes' });
    expect(form.getByLabelText(/First Name/)).toHaveValue('Pat');
    expect(save).toBeDisabled();

    await user.clear(form.getByLabelText(/Phone Number/));
    await user.type(form.getByLabelText(/Phone Number/), '12ab');
    await user.clear(form.getByLabelText(/First Name/));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(form.getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.phoneDigitsOnly)).toBeInTheDocument();
    expect(saved.body).toBeUndefined();

    await user.type(form.getByLabelText(/First Name/), 'Patricia');
    await user.clear(form.getByLabelText(/Phone Number/));
    await user.type(form.getByLabelText(/Phone Number/), '123');
    await user.click(save);
    expect(form.getByText(MESSAGES.phoneTooShort)).toBeInTheDocument();

    await user.clear(form.getByLabelText(/Phone Number/));
    await user.type(form.getByLabelText(/Phone Number/), '5550001111');
    await user.click(save);
    expect(await screen.findByText('Personal information updated successfully')).toBeInTheDocument();
    expect(saved.body).toEqual({ firstName: 'Patricia', lastName: 'Owner', phone: '5550001111' });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("saves a profile whose phone the checkout stored with its country code (one phone rule, the checkout's)", async () => {
    const saved = savesSettings(userFixture({ phone: '+12125550123' }));
    const { user } = renderApp('/app/settings');
    const form = within(await screen.findByRole('form', { name: 'Personal information' }));
    expect(form.getByLabelText(/Phone Number/)).toHaveValue('+12125550123');
    await user.type(form.getByLabelText(/First Name/), 'ricia');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Personal information updated successfully')).toBeInTheDocument();
    expect(saved.body).toEqual({ firstName: 'Patricia', lastName: 'Owner', phone: '+12125550123' });
    expect(form.queryByText(MESSAGES.phoneDigitsOnly)).not.toBeInTheDocument();
  });

  it('shows the destructive failure toast when saving fails', async () => {
    server.use(
      ...signedInHandlers(),
      http.patch(apiUrl('/user/settings'), () =>
        errorEnvelope(400, 'Phone number is too long', 'VALIDATION_ERROR'),
      ),
    );
    const { user } = renderApp('/app/settings');
    const form = within(await screen.findByRole('form', { name: 'Personal information' }));
    await user.type(form.getByLabelText(/Last Name/), 's');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update personal information')).toBeInTheDocument();
    expect(screen.getByText('Phone number is too long')).toBeInTheDocument();
  });

  it('shipping: region list per country, cleared on country change, required for the US only', async () => {
    let sent: { shippingInfo?: string } | undefined;
    server.use(
      ...signedInHandlers(),
      http.patch(apiUrl('/user/settings'), async ({ request }) => {
        sent = (await request.json()) as { shippingInfo?: string };
        return HttpResponse.json(userFixture());
      }),
    );
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('tab', { name: 'Shipping Information' }));
    const form = within(await screen.findByRole('form', { name: 'Shipping information' }));
    const save = form.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.type(form.getByLabelText(/Street Address/), '1 Main St');
    await user.type(form.getByLabelText(/City/), 'Springfield');
    await user.type(form.getByLabelText(/Postal Code/), '12345');
    await user.selectOptions(form.getByLabelText(/Country/), 'US');
    const state = form.getByLabelText(/^State/);
    const californiaCode = regionsFor('US').find((r) => r.label === 'California')?.value ?? '';
    await user.click(save);
    expect(form.getByText(MESSAGES.settingsRegionRequired)).toBeInTheDocument();

    await user.selectOptions(state, californiaCode);
    expect(state).toHaveValue(californiaCode);
    await user.selectOptions(form.getByLabelText(/Country/), 'CA');
    expect(form.getByLabelText(/^Province/)).toHaveValue('');
    await user.selectOptions(form.getByLabelText(/Country/), 'FR');
    expect(form.queryByLabelText(/^Province/)).not.toBeInTheDocument();
    expect(form.queryByLabelText(/Region/)).not.toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByText('Shipping information updated successfully')).toBeInTheDocument();
    expect(JSON.parse(sent?.shippingInfo ?? '{}')).toEqual({
      address1: '1 Main St',
      address2: '',
      city: 'Springfield',
      region: '',
      zip: '12345',
      country: 'FR',
      countryCode: 'FR',
      countryName: 'France',
    });
  });

  it('lists countries sorted by name', async () => {
    server.use(...signedInHandlers());
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('tab', { name: 'Shipping Information' }));
    const form = within(await screen.findByRole('form', { name: 'Shipping information' }));
    const names = within(form.getByLabelText(/Country/))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});
