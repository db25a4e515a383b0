import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const user = {
  id: USER_ID,
  email: 'uma@example.com',
  firstName: 'Uma',
  lastName: 'User',
  phone: '5551234567',
  createdAt: '2026-01-05T10:00:00.000Z',
  isAdmin: false,
  emailVerified: true,
};
const detail = {
  ...user,
  shippingInfo: { address1: '5 Main St', city: 'Austin', region: 'TX', zip: '73301', country: 'US' },
  orderCount: 12,
  totalRevenue: 11000,
  totalRefunded: 2500,
  sessionCount: 4,
  lastLoginDate: '2026-01-10T00:00:00.000Z',
  lastUploadedImageAt: null,
  orders: [
    {
      id: 'o1',
      orderHash: 'hash-0000-ABCDEFGH',
      orderNumber: 'PA-4HW2QZ',
      createdAt: '2026-01-09T00:00:00.000Z',
      totalAmount: 1000,
      refundedAmount: 0,
      fulfillmentStatus: 'fulfilled',
      printType: 'poster',
    },
  ],
};

describe('Users tab and user detail', () => {
  it('lists users with the columns of the spec and sends the email search and a registration preset', async () => {
    const requests: URL[] = [];
    server.use(
      http.get(apiUrl('/admin/users'), ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ items: [user], total: 1, page: 1, pageSize: 20 });
      }),
    );
    const { user: actor } = renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Email', 'Name', 'Registration Date', 'Admin Status', 'Email Verified', 'Details']);
    const row = (await within(table).findByText('uma@example.com')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Uma User')).toBeInTheDocument();
    expect(within(row).getByText('Regular User')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    await actor.type(screen.getByLabelText('Search by email'), 'uma');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('search')).toBe('uma'));
    await actor.click(screen.getByRole('button', { name: /^Registered:/ }));
    for (const preset of ['Today', 'Last 7 days', 'Last 30 days', 'Last year', 'Clear']) {
      expect(screen.getByRole('button', { name: preset })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('.rdp-month')).toHaveLength(2);
    await actor.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('opens the user detail with every card, then goes Back to Users', async () => {
    server.use(
      http.get(apiUrl('/admin/users'), () =>
        HttpResponse.json({ items: [user], total: 1, page: 1, pageSize: 20 }),
      ),
      http.get(apiUrl(`/admin/users/${USER_ID}`), () => HttpResponse.json(detail)),
    );
    const { user: actor, router } = renderApp('/users');
    await actor.click(await screen.findByRole('link', { name: 'Details of uma@example.com' }));
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/users/${USER_ID}`);
    const basic = screen.getByRole('region', { name: 'Basic Information' });
    expect(within(basic).getByText(USER_ID)).toBeInTheDocument();
    expect(within(basic).getByText('5551234567')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Shipping Address' })).getByText(/5 Main St/),
    ).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Account Metrics' });
    expect(within(metrics).getByText('12')).toBeInTheDocument();
    expect(within(metrics).getByText('$110.00')).toBeInTheDocument();
    expect(within(metrics).getByText('Refunded').nextSibling).toHaveTextContent('$25.00');
    expect(within(metrics).getByText('Never')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(recent).getByText('PA-4HW2QZ')).toBeInTheDocument();
    expect(within(recent).queryByText('ABCDEFGH')).toBeNull();
    // The product's label (product.md P6: user detail says Fulfilled; docs/decisions.md D-152).
    expect(within(recent).getByText('Fulfilled')).toBeInTheDocument();
    await actor.click(screen.getByRole('link', { name: 'Back to Users' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
  });

  it("shows 'User Not Found' for an unknown user", async () => {
    server.use(
      http.get(apiUrl(`/admin/users/${USER_ID}`), () => errorEnvelope(404, 'User Not Found', 'NOT_FOUND')),
    );
    renderApp(`/users/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested user could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toBeInTheDocument();
  });

  it('shows the address placeholder when none is on file', async () => {
    server.use(
      http.get(apiUrl(`/admin/users/${USER_ID}`), () => HttpResponse.json({ ...detail, shippingInfo: null })),
    );
    renderApp(`/users/${USER_ID}`);
    expect(await screen.findByText('No shipping address on file')).toBeInTheDocument();
  });
});

describe('Users tab on a phone (375 px)', () => {
  atScreenWidth(375);

  it("shows the customer's recent orders as cards, each number linking to its order page, not as a table", async () => {
    server.use(
      http.get(apiUrl(`/admin/users/${USER_ID}`), () =>
        HttpResponse.json({
          ...detail,
          orders: [
            ...detail.orders,
            { ...detail.orders[0], id: 'o2', orderNumber: 'PA-9ZZ1AB', totalAmount: 4999, printType: null },
          ],
        }),
      ),
    );
    renderApp(`/users/${USER_ID}`);
    const list = await screen.findByRole('list', { name: 'Recent orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two cards');
    expect(within(first).getByRole('link', { name: 'PA-4HW2QZ' })).toHaveAttribute('href', '/orders/o1');
    expect(within(first).getByText('Fulfilled')).toBeInTheDocument();
    expect(within(first).getByText('$10.00')).toBeInTheDocument();
    expect(within(first).getByText('poster')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Date', 'Amount', 'Print Type']);
    expect(within(second).getByRole('link', { name: 'PA-9ZZ1AB' })).toHaveAttribute('href', '/orders/o2');
    expect(within(second).getByText('$49.99')).toBeInTheDocument();
  });

  it('lists the users as cards, not a table, with name, email, the admin and disabled chips and the link to each', async () => {
    const admin = {
      ...user,
      id: '33333333-3333-4333-8333-333333333333',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      isAdmin: true,
      emailVerified: false,
      disabled: false,
    };
    server.use(
      http.get(apiUrl('/admin/users'), () =>
        HttpResponse.json({ items: [{ ...user, disabled: true }, admin], total: 2, page: 1, pageSize: 20 }),
      ),
    );
    renderApp('/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).toBeNull();
    const [uma, ada] = within(list).getAllByRole('listitem');
    if (!uma || !ada) throw new Error('expected two cards');
    expect(within(uma).getByText('Uma User')).toBeInTheDocument();
    expect(within(uma).getByText('uma@example.com')).toBeInTheDocument();
    expect(within(uma).getByText('Regular User')).toBeInTheDocument();
    expect(within(uma).getByText('Disabled')).toBeInTheDocument();
    expect(within(uma).getByRole('link', { name: 'Details of uma@example.com' })).toHaveAttribute(
      'href',
      `/users/${USER_ID}`,
    );
    expect(within(ada).getByText('Ada')).toBeInTheDocument();
    expect(within(ada).getByText('Admin')).toBeInTheDocument();
    expect(within(ada).getByText('Unverified')).toBeInTheDocument();
    expect(within(ada).queryByText('Disabled')).toBeNull();
    expect(within(ada).getByRole('link', { name: 'Details of ada@example.com' })).toHaveAttribute(
      'href',
      `/users/${admin.id}`,
    );
  });
});
