import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';
import { ZOE_ADDRESS } from '../../../testing/order-fixtures';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const order = {
  id: ORDER_ID,
  orderHash: 'abcdef0123456789ZYXWVUTS',
  orderNumber: 'PA-7K3M9X',
  customerEmail: 'zoe@example.com',
  customerName: 'Zoë Müller',
  customerPhone: '5550001111',
  isUserRegistered: true,
  userId: 'u1',
  createdAt: '2026-01-02T10:00:00.000Z',
  fulfillmentStatus: 'error_submission',
  status: 'error',
  invoiceStatus: 'paid',
  payment: 'Paid',
  totalAmount: 7999,
  taxAmount: 100,
  trackingUrl: 'https://track.example/1',
  printifyOrderId: null,
  printType: 'canvas',
  printSize: '20x30',
  shippingMethod: 'express',
  refundedAmount: 0,
  refundPending: false,
  dispute: null,
};
const counts = {
  total: 8,
  pending: 1,
  submitted: 1,
  inProduction: 1,
  shipped: 1,
  delivered: 1,
  cancelled: 1,
  error: 2,
};
const detail = {
  ...order,
  shippingAddress: ZOE_ADDRESS,
  totals: { productPrice: 6999, shippingCost: 900, taxAmount: 100, totalAmount: 7999 },
  printifyOrderNumber: null,
  stripePaymentId: 'pi_1',
  paidAt: '2026-01-02T10:01:00.000Z',
  items: [
    {
      id: 'l1',
      printType: 'canvas',
      printSize: '20x30',
      quantity: 1,
      imageUrl: 'http://localhost:3000/api/images/a.webp?exp=1&sig=x',
      unitPrice: 6999,
      lineTotal: 6999,
      printFileUrl: null,
      printFileWidth: 6000,
      printFileHeight: 9000,
      effectiveDpi: 300,
    },
  ],
  shipments: [],
  events: [
    {
      id: 'e1',
      kind: 'payment',
      fromStatus: 'pending',
      toStatus: 'paid',
      source: 'payment',
      detail: null,
      createdAt: '2026-01-02T10:01:00.000Z',
    },
    {
      id: 'e2',
      kind: 'fulfilment',
      fromStatus: 'pending',
      toStatus: 'error_submission',
      source: 'submission',
      detail: null,
      createdAt: '2026-01-02T11:00:00.000Z',
    },
  ],
  canResubmit: true,
  canCancel: true,
};

let listRequests: URL[] = [];

beforeEach(() => {
  listRequests = [];
  server.use(
    http.get(apiUrl('/admin/orders'), ({ request }) => {
      listRequests.push(new URL(request.url));
      return HttpResponse.json({ items: [order], total: 1, page: 1, pageSize: 20, counts });
    }),
    http.get(apiUrl(`/admin/orders/${ORDER_ID}`), () => HttpResponse.json(detail)),
    http.get(apiUrl(`/admin/orders/${ORDER_ID}/timeline`), () =>
      HttpResponse.json({
        entries: [],
        productionHoldEndsAt: null,
        resendable: [],
        refundable: 0,
        canSendToProduction: false,
        canEditAddress: false,
      }),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('Orders tab', () => {
  it('shows the eight counts and the table of the spec', async () => {
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByText('zoe@example.com')).closest('tr');
    if (!row) throw new Error('no row');
    // The Order ID column shows the order number, not the end of the hash.
    expect(within(row).getByText('PA-7K3M9X')).toBeInTheDocument();
    expect(within(row).queryByText('ZYXWVUTS')).toBeNull();
    expect(within(row).getByText('Registered User')).toBeInTheDocument();
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(within(row).getByText('$79.99')).toBeInTheDocument();
    // The shipping method under its own column.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const shippingColumn = headers.indexOf('Shipping');
    expect(shippingColumn).toBeGreaterThan(0);
    expect(within(row).getAllByRole('cell')[shippingColumn]).toHaveTextContent('Express shipping');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      'https://track.example/1',
    );
    const cards = screen.getByRole('list', { name: 'Order counts' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(8);
    expect(within(within(cards).getByLabelText('Error / On Hold')).getByText('2')).toBeInTheDocument();
  });

  it('flags a refund still owed after a cancellation and a dispute, in the list and on the order page', async () => {
    const flagged = {
      ...order,
      fulfillmentStatus: 'cancelled',
      status: 'cancelled',
      refundPending: true,
      dispute: {
        disputeId: 'dp_1',
        status: 'needs_response',
        state: 'open',
        reason: 'fraudulent',
        amountCents: 7999,
        openedAt: '2026-01-03T10:00:00.000Z',
        closedAt: null,
        evidenceDueBy: '2026-01-20T00:00:00.000Z',
      },
    };
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({ items: [flagged], total: 1, page: 1, pageSize: 20, counts }),
      ),
      http.get(apiUrl(`/admin/orders/${ORDER_ID}`), () =>
        HttpResponse.json({
          ...detail,
          ...flagged,
          events: [
            ...detail.events,
            {
              id: 'e3',
              kind: 'dispute',
              fromStatus: null,
              toStatus: 'needs_response',
              source: 'webhook',
              detail: null,
              createdAt: '2026-01-03T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const { user } = renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByText('zoe@example.com')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Refund pending')).toBeInTheDocument();
    expect(within(row).getByText('Disputed')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: /Details of order/ }));
    const page = await screen.findByRole('region', { name: /Order PA-7K3M9X/ });
    expect(await within(page).findByText('Refund pending')).toBeInTheDocument();
    expect(await within(page).findByText('Disputed')).toBeInTheDocument();
  });

  it('sends the search, the status and a date preset to the server', async () => {
    const { user } = renderApp('/orders');
    await screen.findByText('zoe@example.com');
    await user.type(screen.getByLabelText('Search orders'), 'ZOE@');
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('search')).toBe('ZOE@'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('status')).toBe('shipped'));
    await user.click(screen.getByRole('button', { name: /^Date:/ }));
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));
    await waitFor(() => {
      const last = listRequests.at(-1);
      expect(last?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(last?.searchParams.get('from')).toBe(last?.searchParams.get('to'));
    });
  });

  it('opens an order on its own page from the list (a link), and the back button returns to the list', async () => {
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'Details of order PA-7K3M9X' }));
    expect(await screen.findByRole('heading', { name: 'Order PA-7K3M9X' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('tells the truth in the list: Partly refunded / Refunded, the time with its zone, Fulfilled', async () => {
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({
          items: [
            { ...order, payment: 'Partly refunded', refundedAmount: 1050 },
            {
              ...order,
              id: '22222222-2222-4222-8222-222222222222',
              orderNumber: 'PA-8K3M9X',
              customerEmail: 'ann@example.com',
              payment: 'Refunded',
              fulfillmentStatus: 'delivered',
              status: 'delivered',
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
          counts,
        }),
      ),
    );
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const partly = (await within(table).findByText('zoe@example.com')).closest('tr');
    const full = within(table).getByText('ann@example.com').closest('tr');
    if (!partly || !full) throw new Error('no rows');
    expect(within(partly).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(full).getByText('Refunded')).toBeInTheDocument();
    expect(within(full).getByText('Fulfilled')).toBeInTheDocument();
    // The date carries the time and the name of the staff member's own time zone.
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(order.createdAt))
      .find((part) => part.type === 'timeZoneName')?.value;
    const cell = within(partly).getByText(/^Jan 2, 2026, \d{1,2}:\d{2}\s[AP]M /);
    expect(cell.textContent?.endsWith(` ${zone ?? '?'}`)).toBe(true);
  });

  it("syncs with Printify: 'Status Sync Complete' with the numbers, or 'Sync Failed'", async () => {
    server.use(
      http.post(apiUrl('/admin/sync-order-statuses'), () => HttpResponse.json({ synced: 3, failed: 1 })),
    );
    const { user } = renderApp('/orders');
    await screen.findByText('zoe@example.com');
    await user.click(screen.getByRole('button', { name: 'Sync with Printify' }));
    expect(await screen.findByText('Status Sync Complete')).toBeInTheDocument();
    expect(screen.getByText('3 orders synced, 1 failed')).toBeInTheDocument();
    server.use(http.post(apiUrl('/admin/sync-order-statuses'), () => errorEnvelope(500, 'boom')));
    await user.click(screen.getByRole('button', { name: 'Sync with Printify' }));
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
  });

  it("exports the CSV of the range as a file: 'Export Successful', or 'Export Failed'", async () => {
    let exported: URL | undefined;
    server.use(
      http.get(apiUrl('/admin/export-orders-csv'), ({ request }) => {
        exported = new URL(request.url);
        return new HttpResponse('\uFEFFOrder ID\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="petart-orders-a_to_b.csv"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/orders');
    await screen.findByText('zoe@example.com');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(exported?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(exported?.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('petart-orders-a_to_b.csv');
    server.use(http.get(apiUrl('/admin/export-orders-csv'), () => errorEnvelope(500, 'boom')));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
  });

  it('acts on the selected orders: exports their CSV (readable statuses), resends their confirmations after confirming, syncs them', async () => {
    const second = {
      ...order,
      id: '22222222-2222-4222-8222-222222222222',
      orderNumber: 'PA-8K3M9X',
      customerEmail: 'ann@example.com',
      customerName: '=HYPERLINK("x")',
      payment: 'Partly refunded',
      refundedAmount: 1050,
      fulfillmentStatus: 'delivered',
      shippingMethod: 'standard',
    };
    const third = { ...order, id: '55555555-5555-4555-8555-555555555555', orderNumber: 'PA-9K3M9X' };
    const resent: string[] = [];
    const synced: string[] = [];
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({ items: [order, second, third], total: 3, page: 1, pageSize: 20, counts }),
      ),
      http.post(apiUrl('/admin/orders/:id/resend-email'), async ({ params, request }) => {
        resent.push(`${String(params.id)}:${((await request.json()) as { kind: string }).kind}`);
        return params.id === second.id
          ? errorEnvelope(409, 'The order confirmation email has not been sent for this order.')
          : HttpResponse.json({ ok: true, message: 'queued' });
      }),
      http.post(apiUrl('/admin/orders/sync'), async ({ request }) => {
        synced.push(...((await request.json()) as { orderIds: string[] }).orderIds);
        return HttpResponse.json({ synced: 1, failed: 0, skipped: 1 });
      }),
    );
    let saved: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/orders');
    await screen.findByText('ann@example.com');
    expect(screen.queryByRole('toolbar', { name: 'Selected orders' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select order PA-7K3M9X' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order PA-8K3M9X' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected orders' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Export selected' }));
    expect(click).toHaveBeenCalled();
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved ?? new Blob());
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '"Order Number","Date","Customer Email","Customer Name","Status","Payment","Total","Refunded","Net","Shipping","Tracking"',
    );
    expect(lines[1]).toContain('"79.99","0.00","79.99","Express shipping","https://track.example/1"');
    expect(lines[2]).toContain('"PA-8K3M9X"');
    expect(lines[2]).toContain(
      `"'=HYPERLINK(""x"")","Fulfilled","Partly refunded","79.99","10.50","69.49","Standard shipping"`,
    );
    expect(csv).not.toContain('PA-9K3M9X');

    await user.click(within(bar).getByRole('button', { name: 'Resend confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the confirmation of 2 orders?' });
    expect(resent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Resend confirmations' }));
    expect(await screen.findByText('1 queued, 1 failed')).toBeInTheDocument();
    expect(resent.sort()).toEqual([`${ORDER_ID}:confirmation`, `${second.id}:confirmation`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bar).getByRole('button', { name: 'Sync selected' }));
    expect(await screen.findByText('1 synced, 1 not at the provider, 0 failed')).toBeInTheDocument();
    expect(synced.sort()).toEqual([ORDER_ID, second.id].sort());

    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected orders' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    expect(
      within(screen.getByRole('toolbar', { name: 'Selected orders' })).getByText('3 selected'),
    ).toBeInTheDocument();
  });
});

describe('Orders tab on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists the orders as cards, not a table, with the link, chips, total and the selection of the bulk actions', async () => {
    const { user } = renderApp('/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'PA-7K3M9X' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}`,
    );
    expect(within(card).getByText('zoe@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Registered User')).toBeInTheDocument();
    expect(within(card).getByText('Error')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByText('$79.99')).toBeInTheDocument();
    expect(within(card).getByText('Express shipping')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      'https://track.example/1',
    );
    await user.click(within(card).getByRole('checkbox', { name: 'Select order PA-7K3M9X' }));
    expect(
      within(screen.getByRole('toolbar', { name: 'Selected orders' })).getByText('1 selected'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected orders' })).toBeNull();
    await user.click(within(card).getByRole('link', { name: 'PA-7K3M9X' }));
    expect(await screen.findByRole('region', { name: /Order PA-7K3M9X/ })).toBeInTheDocument();
  });

  it("says 'No orders found' when the page is empty", async () => {
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20, counts }),
      ),
    );
    renderApp('/orders');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
