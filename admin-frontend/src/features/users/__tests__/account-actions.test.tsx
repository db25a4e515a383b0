import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const USER_ID = '33333333-3333-4333-8333-333333333333';
const customer = {
  id: USER_ID,
  email: 'cora@example.com',
  firstName: 'Cora',
  lastName: 'Customer',
  phone: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  isAdmin: false,
  adminByConfig: false,
  emailVerified: false,
  disabled: false,
  shippingInfo: null,
  orderCount: 1,
  totalRevenue: 1000,
  totalRefunded: 0,
  sessionCount: 0,
  lastLoginDate: null,
  lastUploadedImageAt: null,
  orders: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      orderHash: 'hash-0000-ORDERONE',
      orderNumber: 'PA-7K3M9X',
      createdAt: '2026-01-09T00:00:00.000Z',
      totalAmount: 1000,
      refundedAmount: 0,
      fulfillmentStatus: 'pending',
      printType: 'poster',
    },
  ],
};

/** Serves the customer's detail from a mutable record and the six actions, counting the calls. */
function serveCustomer(initial: Partial<typeof customer> = {}) {
  const state = { ...customer, ...initial };
  const calls: string[] = [];
  const action = (
    method: 'post' | 'delete',
    path: string,
    change: Partial<typeof customer>,
    message: string,
  ) =>
    http[method](apiUrl(`/admin/users/${USER_ID}/${path}`), () => {
      calls.push(`${method.toUpperCase()} ${path}`);
      Object.assign(state, change);
      return HttpResponse.json({ success: true, message });
    });
  server.use(
    http.get(apiUrl(`/admin/users/${USER_ID}`), () => HttpResponse.json(state)),
    action('post', 'resend-verification', {}, 'Verification email sent to cora@example.com'),
    action('post', 'password-reset', {}, 'Password reset email sent to cora@example.com'),
    action('post', 'administrator', { isAdmin: true }, 'cora@example.com is now an administrator'),
    action('delete', 'administrator', { isAdmin: false }, 'cora@example.com is no longer an administrator'),
    action('post', 'disable', { disabled: true }, 'cora@example.com is disabled and signed out everywhere'),
    action('post', 'enable', { disabled: false }, 'cora@example.com can sign in again'),
  );
  return calls;
}

async function confirm(user: ReturnType<typeof renderApp>['user'], button: string, dialogTitle: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('customer page actions', () => {
  it('asks for confirmation before each action; Cancel sends nothing', async () => {
    const calls = serveCustomer();
    const { user } = renderApp(`/users/${USER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('runs every action after its confirmation, shows its result and the new state', async () => {
    const calls = serveCustomer();
    const { user } = renderApp(`/users/${USER_ID}`);
    await screen.findByRole('region', { name: 'Account Actions' });

    await confirm(user, 'Resend verification email', 'Resend the verification email?');
    expect(await screen.findByText('Verification email sent to cora@example.com')).toBeInTheDocument();
    await confirm(user, 'Send password reset', 'Send a password reset email?');
    expect(await screen.findByText('Password reset email sent to cora@example.com')).toBeInTheDocument();

    await confirm(user, 'Make administrator', 'Make this account an administrator?');
    expect(await screen.findByRole('button', { name: 'Remove administrator' })).toBeInTheDocument();
    await confirm(user, 'Remove administrator', 'Remove the administrator role?');
    expect(await screen.findByRole('button', { name: 'Make administrator' })).toBeInTheDocument();

    await confirm(user, 'Disable account', 'Disable this account?');
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    await confirm(user, 'Enable account', 'Enable this account?');
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
    expect(screen.queryByText('Disabled')).toBeNull();

    expect(calls).toEqual([
      'POST resend-verification',
      'POST password-reset',
      'POST administrator',
      'DELETE administrator',
      'POST disable',
      'POST enable',
    ]);
  }, 20_000);

  it("shows the server's refusal as it is", async () => {
    serveCustomer({ emailVerified: true });
    server.use(
      http.post(apiUrl(`/admin/users/${USER_ID}/password-reset`), () =>
        errorEnvelope(503, 'Mail is not available', 'SERVER_ERROR'),
      ),
    );
    const { user } = renderApp(`/users/${USER_ID}`);
    await screen.findByRole('region', { name: 'Account Actions' });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    await confirm(user, 'Send password reset', 'Send a password reset email?');
    expect(await screen.findByText('Send password reset failed')).toBeInTheDocument();
    expect(screen.getByText('Mail is not available')).toBeInTheDocument();
  });

  it('cannot take the role from an ADMIN_EMAILS administrator nor disable or demote oneself', async () => {
    serveCustomer({ isAdmin: true, adminByConfig: true });
    const first = renderApp(`/users/${USER_ID}`);
    expect(await screen.findByRole('button', { name: 'Remove administrator' })).toBeDisabled();
    expect(screen.getByText(/Administrator by ADMIN_EMAILS/)).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(apiUrl(`/admin/users/${adminUser.id}`), () =>
        HttpResponse.json({ ...customer, id: adminUser.id, email: adminUser.email, isAdmin: true }),
      ),
    );
    renderApp(`/users/${adminUser.id}`);
    expect(await screen.findByRole('button', { name: 'Remove administrator' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
  });

  it('links each recent order to its page', async () => {
    serveCustomer();
    renderApp(`/users/${USER_ID}`);
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(within(recent).getByRole('link')).toHaveAttribute(
      'href',
      '/orders/44444444-4444-4444-8444-444444444444',
    );
  });
});
