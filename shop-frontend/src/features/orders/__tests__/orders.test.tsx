import { act, screen, within } from '@testing-library/react';
import { ORDER_TRACKING_POLL_MS } from '@petart/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import type {
  OrderLineItemDto as OrderLineItem,
  OrderStatusEventDto as StatusEvent,
} from '../../../api/enhanced-api';
import { formatClock, formatDeadline } from '../printing-start';
import { HASH, orderFixture, type WireOrder, orderLineFixture } from './order-fixture';

function lineItem(id: string, overrides: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    id,
    printType: 'canvas',
    printSize: '20x30',
    imageUrl: `/api/images/generated/${id}.webp?exp=1&sig=a`,
    quantity: 1,
    unitPrice: 6999,
    lineTotal: 6999,
    personalisation: null,
    nameEditableUntil: null,
    nameEditable: false,
    petCount: 1,
    cropPosition: null,
    cropEditable: false,
    printAspect: 2 / 3,
    artworkAspect: null,
    proofCropPosition: null,
    ...overrides,
  };
}

function confirmationHandlers(
  order: WireOrder | null | (() => WireOrder),
  items: OrderLineItem[] = [lineItem('li-1')],
) {
  const calls = { clear: 0, order: 0 };
  const handlers = [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.delete(apiUrl('/cart'), () => {
      calls.clear += 1;
      return HttpResponse.json({ success: true, itemCount: 0 });
    }),
    http.get(apiUrl('/order/hash/:hash'), ({ params }) => {
      calls.order += 1;
      const current = typeof order === 'function' ? order() : order;
      return current && params.hash === current.orderHash
        ? HttpResponse.json(current)
        : errorEnvelope(404, 'Order Not Found', 'NOT_FOUND', { error: 'Order Not Found' });
    }),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json(items)),
  ];
  return { calls, handlers };
}

describe('order confirmation', () => {
  it('shows the title, reference, summary, status step, delivery, address and notes', async () => {
    // Shipping comes from total - tax - products (product.md P12): 85.78 - 5.80 - 69.99 = 9.99.
    const { handlers } = confirmationHandlers(orderFixture({ shippingCost: 0 }));
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Your Order is On Its Way!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent(/^PA-7K3M9X$/);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByLabelText('Products amount')).toHaveTextContent('$69.99');
    expect(within(summary).getByLabelText('Shipping & Handling amount')).toHaveTextContent('$9.99');
    // Shipped to the US: the tax is named 'Sales tax' (domain taxNameFor), not 'Tax (VAT)'.
    expect(within(summary).getByLabelText('Sales tax amount')).toHaveTextContent('$5.80');
    expect(within(summary).getByLabelText('Total amount')).toHaveTextContent('$85.78');
    expect(within(summary).getByLabelText('Payment Status amount')).toHaveTextContent('Paid');
    expect(screen.getByText('4-10 business days')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(address).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(address).getByText('San Francisco, CA, 94105')).toBeInTheDocument();
    expect(within(address).getByText('United States')).toBeInTheDocument();
    expect(screen.getByText('Order Tracking')).toBeInTheDocument();
    expect(screen.getByText('A confirmation email has been sent to pat@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Another Artwork' })).toHaveAttribute(
      'href',
      '/app/create',
    );
    // submitted_to_fulfillment is still the first customer step.
    expect(screen.getByText('Confirmed')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('img', { name: 'Canvas 20x30 artwork' })).toBeInTheDocument();
  });

  it.each([
    ['order:sent-to-production', 'In Production'],
    ['order:shipment:created', 'Shipped'],
    ['order:shipment:delivered', 'Delivered'],
  ])('maps %s to the %s step', async (status, step) => {
    msw.use(...confirmationHandlers(orderFixture({ fulfillmentStatus: status })).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText(step)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Confirmed')).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['standard', 'Standard shipping'],
    ['express', 'Express shipping'],
  ] as const)('names the %s shipping method paid for under the shipping cost', async (method, label) => {
    msw.use(...confirmationHandlers(orderFixture({ shippingMethod: method })).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByTestId('shipping-method')).toHaveTextContent(label);
  });

  it('shows a grid of the artworks for 2-3 items', async () => {
    const items = [
      lineItem('li-1'),
      lineItem('li-2', { printType: 'poster', printSize: '12x18' }),
      lineItem('li-3'),
    ];
    msw.use(...confirmationHandlers(orderFixture(), items).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    await screen.findByRole('heading', { name: 'Your Order is On Its Way!' });
    expect(await screen.findAllByRole('img', { name: /artwork$/ })).toHaveLength(3);
  });

  it('says Order Not Found for an unknown order, and clears nothing', async () => {
    const { calls, handlers } = confirmationHandlers(null);
    msw.use(...handlers);
    renderApp('/app/order-confirmation/unknown-hash');
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find the order you're looking for. Please check your order reference number and try again.",
      ),
    ).toBeInTheDocument();
    expect(calls.clear).toBe(0);
  });

  it('shows the shipping fallbacks: missing and unparseable addresses', async () => {
    msw.use(...confirmationHandlers(orderFixture({ shippingAddress: null })).handlers);
    const first = renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText('Loading shipping information...')).toBeInTheDocument();
    first.unmount();
    msw.use(...confirmationHandlers(orderFixture({ shippingAddress: '{not json' })).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText('Shipping information unavailable')).toBeInTheDocument();
  });

  it('reads a shipping address stored as a JSON string', async () => {
    const address = JSON.stringify({
      first_name: 'Grace',
      last_name: 'Hopper',
      address1: '2 Navy Way',
      city: 'Arlington',
      region: 'VA',
      zip: '22201',
      country: 'US',
    });
    msw.use(...confirmationHandlers(orderFixture({ shippingAddress: address })).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('never empties the cart from the browser: the server clears it when the order is paid', async () => {
    const { calls, handlers } = confirmationHandlers(orderFixture());
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    await screen.findByRole('heading', { name: 'Your Order is On Its Way!' });
    // Give a clear the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.clear).toBe(0);
  });
});

describe('order tracking on the confirmation page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const PAID: StatusEvent = { kind: 'payment', status: 'paid', at: '2025-01-05T15:01:00.000Z' };
  const SUBMITTED: StatusEvent = { kind: 'fulfilment', status: 'submitted', at: '2025-01-05T15:02:00.000Z' };
  const PRODUCTION: StatusEvent = {
    kind: 'fulfilment',
    status: 'in_production',
    at: '2025-01-07T12:00:00.000Z',
  };
  const SHIPPED: StatusEvent = { kind: 'fulfilment', status: 'shipped', at: '2025-01-09T12:00:00.000Z' };
  const DELIVERED: StatusEvent = { kind: 'fulfilment', status: 'delivered', at: '2025-01-14T12:00:00.000Z' };
  /** Every wording that says the order is being made or travelling: never for an unpaid or cancelled order. */
  const SHIPPED_WORDING = /on its way|shipped|in production|delivered|arrived|track package/i;

  /** The date shown under one step, or null when the step shows none. */
  function stepDate(label: string): string | null {
    const step = screen.getByText(label).closest('[data-step]');
    if (!(step instanceof HTMLElement)) throw new Error(`no step ${label}`);
    return step.querySelector('time')?.textContent ?? null;
  }

  it.each([
    ['paid', 'submitted_to_fulfillment', [PAID, SUBMITTED], 'Confirmed', ['Jan 5, 2025', null, null, null]],
    [
      'in production',
      'order:sent-to-production',
      [PAID, SUBMITTED, PRODUCTION],
      'In Production',
      ['Jan 5, 2025', 'Jan 7, 2025', null, null],
    ],
    [
      'shipped',
      'order:shipment:created',
      [PAID, SUBMITTED, PRODUCTION, SHIPPED],
      'Shipped',
      ['Jan 5, 2025', 'Jan 7, 2025', 'Jan 9, 2025', null],
    ],
    [
      'delivered',
      'order:shipment:delivered',
      [PAID, SUBMITTED, PRODUCTION, SHIPPED, DELIVERED],
      'Delivered',
      ['Jan 5, 2025', 'Jan 7, 2025', 'Jan 9, 2025', 'Jan 14, 2025'],
    ],
  ] as const)(
    '%s: the current step and the date each step was reached',
    async (_n, status, history, current, want) => {
      msw.use(
        ...confirmationHandlers(orderFixture({ fulfillmentStatus: status, statusHistory: [...history] }))
          .handlers,
      );
      renderApp(`/app/order-confirmation/${HASH}`);
      expect(await screen.findByText(current)).toHaveAttribute('aria-current', 'step');
      expect(['Confirmed', 'In Production', 'Shipped', 'Delivered'].map(stepDate)).toEqual(want);
    },
  );

  it('a delivered order says it has arrived, not that it is on its way', async () => {
    msw.use(
      ...confirmationHandlers(
        orderFixture({
          fulfillmentStatus: 'delivered',
          statusHistory: [PAID, PRODUCTION, SHIPPED, DELIVERED],
        }),
      ).handlers,
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Your Order Has Arrived!' })).toBeInTheDocument();
    expect(screen.queryByText(/on its way/i)).not.toBeInTheDocument();
  });

  it('a cancelled order shows a cancelled state and no shipped wording, even after a shipment', async () => {
    const order = orderFixture({
      fulfillmentStatus: 'canceled',
      trackingUrl: 'https://track.example.com/1Z999',
      statusHistory: [
        PAID,
        PRODUCTION,
        SHIPPED,
        { kind: 'fulfilment', status: 'cancelled', at: DELIVERED.at },
      ],
      shipments: [
        {
          carrier: 'UPS',
          trackingNumber: '1Z999',
          trackingUrl: 'https://track.example.com/1Z999',
          shippedAt: SHIPPED.at,
          deliveredAt: null,
        },
      ],
    });
    msw.use(...confirmationHandlers(order).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Order Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('This order was cancelled and will not be printed.')).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Canvas 20x30 artwork' });
    expect(document.body).not.toHaveTextContent(SHIPPED_WORDING);
    expect(screen.queryByLabelText('Order status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /track/i })).not.toBeInTheDocument();
    // Where the money is, not the confirmation email of an order that will not be printed.
    expect(screen.getByTestId('refund-state')).toHaveTextContent(
      'Your refund of $85.78 is being sent to your card.',
    );
    expect(document.body).not.toHaveTextContent(/confirmation email/i);
  });

  it.each([
    [8578, 'Your payment of $85.78 has been refunded in full to your card.'],
    [2000, '$20.00 of your payment of $85.78 has been refunded to your card.'],
  ])('a cancelled order refunded %i cents says so', async (refundedAmount, text) => {
    msw.use(
      ...confirmationHandlers(
        orderFixture({
          fulfillmentStatus: 'canceled',
          refundedAmount,
          paymentStatus: refundedAmount === 8578 ? 'refunded' : 'partially_refunded',
          invoiceStatus: refundedAmount === 8578 ? 'refunded' : 'partially_refunded',
        }),
      ).handlers,
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByTestId('refund-state')).toHaveTextContent(text);
    expect(document.body).not.toHaveTextContent('A confirmation email has been sent');
  });

  it.each([
    ['pending', 'pending', 'Awaiting Payment'],
    ['failed', 'failed', 'Payment Failed'],
  ] as const)(
    'an unpaid order (%s) says so and never says it is shipped, whatever its fulfilment status',
    async (paymentStatus, invoiceStatus, title) => {
      const order = orderFixture({
        paymentStatus,
        invoiceStatus,
        paidAt: null,
        fulfillmentStatus: 'order:shipment:created',
        trackingUrl: 'https://track.example.com/1Z999',
      });
      msw.use(...confirmationHandlers(order).handlers);
      renderApp(`/app/order-confirmation/${HASH}`);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      await screen.findByRole('img', { name: 'Canvas 20x30 artwork' });
      expect(document.body).not.toHaveTextContent(SHIPPED_WORDING);
      expect(screen.queryByLabelText('Order status')).not.toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(summary).getByLabelText('Payment Status amount')).not.toHaveTextContent('Paid');
    },
  );

  it('lists the shipments with carrier, tracking number, dates and a tracking link in a new tab', async () => {
    const order = orderFixture({
      fulfillmentStatus: 'partially_shipped',
      statusHistory: [PAID, PRODUCTION, { ...SHIPPED, status: 'partially_shipped' }],
      shipments: [
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          shippedAt: SHIPPED.at,
          deliveredAt: DELIVERED.at,
        },
        { carrier: null, trackingNumber: null, trackingUrl: null, shippedAt: null, deliveredAt: null },
      ],
    });
    msw.use(...confirmationHandlers(order).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    const card = await screen.findByRole('region', { name: 'Shipments' });
    expect(screen.getByText('Partially Shipped')).toHaveAttribute('aria-current', 'step');
    const first = within(card).getByRole('listitem', { name: 'Parcel 1' });
    expect(first).toHaveTextContent('Carrier: UPS');
    expect(first).toHaveTextContent('Tracking number: 1Z999AA10123456784');
    expect(first).toHaveTextContent('Sent: Jan 9, 2025');
    expect(first).toHaveTextContent('Delivered: Jan 14, 2025');
    const link = within(first).getByRole('link', { name: 'Track Package: Parcel 1' });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const second = within(card).getByRole('listitem', { name: 'Parcel 2' });
    expect(second).toHaveTextContent('Carrier: Not known yet');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    // With parcels listed, the "you'll receive an email" note is gone.
    expect(screen.queryByText('Order Tracking')).not.toBeInTheDocument();
  });

  it("an order with only the order's tracking URL shows that one link", async () => {
    const order = orderFixture({
      fulfillmentStatus: 'shipped',
      trackingUrl: 'https://track.example.com/1Z999',
      statusHistory: [PAID, SHIPPED],
    });
    msw.use(...confirmationHandlers(order).handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    const card = await screen.findByRole('region', { name: 'Shipments' });
    const link = within(card).getByRole('link', { name: 'Track Package' });
    expect(link).toHaveAttribute('href', 'https://track.example.com/1Z999');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('refreshes by itself while the order moves and stops once it is delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = orderFixture({ fulfillmentStatus: 'in_production', statusHistory: [PAID, PRODUCTION] });
    const { calls, handlers } = confirmationHandlers(() => current);
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText('In Production')).toHaveAttribute('aria-current', 'step');
    expect(calls.order).toBe(1);

    // Nothing before the interval, one request when it has passed.
    await act(() => vi.advanceTimersByTimeAsync(ORDER_TRACKING_POLL_MS - 1000));
    expect(calls.order).toBe(1);
    current = orderFixture({
      fulfillmentStatus: 'delivered',
      statusHistory: [PAID, PRODUCTION, SHIPPED, DELIVERED],
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: 'Your Order Has Arrived!' })).toBeInTheDocument();
    expect(calls.order).toBe(2);

    // Final: no further requests however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(ORDER_TRACKING_POLL_MS * 4));
    expect(calls.order).toBe(2);
  });

  it.each([
    ['cancelled', { fulfillmentStatus: 'cancelled' }, 'Order Cancelled'],
    ['in error', { fulfillmentStatus: 'error_printify_submission' }, "We're Looking Into Your Order"],
  ] as const)('does not refresh an order that is %s', async (_name, overrides, title) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, handlers } = confirmationHandlers(orderFixture(overrides));
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_TRACKING_POLL_MS * 3));
    expect(calls.order).toBe(1);
  });

  it('keeps refreshing an order that awaits its payment, and shows the steps once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = orderFixture({ paymentStatus: 'pending', invoiceStatus: 'pending', paidAt: null });
    const { calls, handlers } = confirmationHandlers(() => current);
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Awaiting Payment' })).toBeInTheDocument();
    current = orderFixture({ statusHistory: [PAID, SUBMITTED] });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_TRACKING_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Your Order is On Its Way!' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toHaveAttribute('aria-current', 'step');
    expect(calls.order).toBe(2);
  });
});

describe('the artwork on the order page', () => {
  afterEach(() => vi.useRealTimers());
  const PAID: StatusEvent = { kind: 'payment', status: 'paid', at: '2025-01-05T15:01:00.000Z' };
  const SUBMITTED: StatusEvent = { kind: 'fulfilment', status: 'submitted', at: '2025-01-05T15:02:00.000Z' };

  it('shows the watermarked preview until the order is paid, then the clean artwork at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = orderFixture({ paymentStatus: 'pending', invoiceStatus: 'pending', paidAt: null });
    let items = [lineItem('li-1', { imageUrl: '/api/images/generated/li-1.webp?v=preview&exp=1&sig=a' })];
    let itemReads = 0;
    const { handlers } = confirmationHandlers(() => current);
    // The suite's own handlers come after: the first that matches answers.
    msw.use(
      http.get(apiUrl('/payment/order-line-items/:id'), () => {
        itemReads += 1;
        return HttpResponse.json(items);
      }),
      ...handlers,
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    const artwork = await screen.findByRole('img', { name: 'Canvas 20x30 artwork' });
    expect(artwork.getAttribute('src')).toContain('v=preview');
    expect(itemReads).toBe(1);

    // The payment lands (a webhook): the next poll sees the order paid and the lines are read again.
    current = orderFixture({ statusHistory: [PAID, SUBMITTED] });
    items = [lineItem('li-1', { imageUrl: '/api/images/generated/li-1.webp?v=original&exp=1&sig=b' })];
    await act(() => vi.advanceTimersByTimeAsync(ORDER_TRACKING_POLL_MS));
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Canvas 20x30 artwork' }).getAttribute('src')).toContain(
        'v=original',
      ),
    );
    expect(itemReads).toBe(2);
  });

  it('reads the lines once for an order already paid', async () => {
    let itemReads = 0;
    const { handlers } = confirmationHandlers(orderFixture());
    msw.use(
      http.get(apiUrl('/payment/order-line-items/:id'), () => {
        itemReads += 1;
        return HttpResponse.json([lineItem('li-1')]);
      }),
      ...handlers,
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('img', { name: 'Canvas 20x30 artwork' })).toBeInTheDocument();
    expect(itemReads).toBe(1);
  });
});

/**
 * Runs `body` with the window 375 px wide (the phone layout). Defined rather than assigned: another file of the shared
 * test environment may have left innerWidth a read-only property.
 */
async function atPhoneWidth(body: () => Promise<void>) {
  const width = window.innerWidth;
  const set = (value: number) =>
    Object.defineProperty(window, 'innerWidth', { value, configurable: true, writable: true });
  set(375);
  try {
    await body();
  } finally {
    set(width);
  }
}

describe('order history', () => {
  function historyHandlers(orders: WireOrder[] | (() => Response)) {
    return [
      ...signedInHandlers(),
      http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
      http.get(apiUrl('/user-orders'), () =>
        typeof orders === 'function' ? orders() : HttpResponse.json(orders),
      ),
    ];
  }

  it('shows the empty state', async () => {
    msw.use(...historyHandlers([]));
    renderApp('/app/order-history');
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByText('View and track your past orders')).toBeInTheDocument();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Art' })).toHaveAttribute(
      'href',
      '/app/create',
    );
  });

  it('shows the loading text, then a table with dates, links, statuses, totals and tracking', async () => {
    const orders = [
      orderFixture({
        orderHash: 'ffff0000111122223333444455556666',
        orderNumber: 'PA-4HW2QZ',
        createdAt: '2025-03-14T12:00:00.000Z',
        fulfillmentStatus: 'order:shipment:created',
        trackingUrl: 'https://track.example.com/1Z999',
        totalAmount: 12345,
      }),
      orderFixture({ createdAt: '2025-01-05T12:00:00.000Z', fulfillmentStatus: 'canceled' }),
    ];
    msw.use(...historyHandlers(orders));
    renderApp('/app/order-history');
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Order History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Order ID', 'Status', 'Total Amount', 'Tracking']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Mar 14, 2025')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'Order PA-4HW2QZ' });
    expect(link).toHaveAttribute('href', '/app/order-confirmation/ffff0000111122223333444455556666');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('Shipped').closest('[data-tone]')).toHaveAttribute('data-tone', 'outline');
    expect(within(first).getByText('$123.45')).toBeInTheDocument();
    const track = within(first).getByRole('link', { name: 'Track Package' });
    expect(track).toHaveAttribute('href', 'https://track.example.com/1Z999');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toContain('noopener');

    expect(within(second).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Order PA-7K3M9X' })).toHaveTextContent(/^PA-7K3M9X$/);
    expect(within(second).getByText('Canceled').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'destructive',
    );
    expect(within(second).getByText('-')).toBeInTheDocument();
  });

  const twoLines = {
    items: [
      orderLineFixture(),
      orderLineFixture({
        id: 'line-2',
        printType: 'poster',
        printSize: '12x18',
        imageUrl: '/api/images/generated/b.webp?exp=1&sig=x',
        quantity: 2,
        unitPrice: 3999,
        lineTotal: 7998,
      }),
    ],
  };

  it('each row shows the artwork and the products with their quantities', async () => {
    msw.use(...historyHandlers([orderFixture(twoLines)]));
    renderApp('/app/order-history');
    const table = await screen.findByRole('table', { name: 'Order History' });
    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(row).getByRole('img', { name: 'Canvas 20" x 30" artwork' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/images/generated/a.webp?exp=1&sig=x'),
    );
    expect(within(row).getByTestId('order-products')).toHaveTextContent(
      'Canvas 20" x 30" × 1, Poster 12" x 18" × 2',
    );
  });

  it('on a phone each order card shows the artwork and the products too', async () => {
    await atPhoneWidth(async () => {
      msw.use(...historyHandlers([orderFixture(twoLines)]));
      renderApp('/app/order-history');
      const list = await screen.findByRole('list', { name: 'Order History' });
      const [card] = within(list).getAllByRole('listitem') as [HTMLElement];
      expect(within(card).getByRole('img', { name: 'Canvas 20" x 30" artwork' })).toBeInTheDocument();
      expect(within(card).getByTestId('order-products')).toHaveTextContent(
        'Canvas 20" x 30" × 1, Poster 12" x 18" × 2',
      );
    });
  });

  it('shows the cancellation hold instead of "Submitted": when printing starts and until when it can be cancelled', async () => {
    const until = new Date(Date.now() + 55 * 60_000).toISOString();
    msw.use(
      ...historyHandlers([
        orderFixture({ fulfillmentStatus: 'submitted_to_fulfillment', cancellableUntil: until }),
      ]),
    );
    renderApp('/app/order-history');
    const table = await screen.findByRole('table', { name: 'Order History' });
    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(row).getByText(`Printing starts ${formatClock(until)}`)).toBeInTheDocument();
    expect(within(row).getByText(`Cancellable until ${formatDeadline(until)}`)).toBeInTheDocument();
    expect(within(row).queryByText('Submitted')).not.toBeInTheDocument();
  });

  it('after the hold the fulfilment badge is back', async () => {
    msw.use(
      ...historyHandlers([
        orderFixture({
          fulfillmentStatus: 'submitted_to_fulfillment',
          cancellableUntil: new Date(Date.now() - 1000).toISOString(),
        }),
      ]),
    );
    renderApp('/app/order-history');
    const table = await screen.findByRole('table', { name: 'Order History' });
    expect(within(table).getByText('Submitted')).toBeInTheDocument();
    expect(within(table).queryByText(/^Printing starts/)).not.toBeInTheDocument();
  });

  it('shows a refund with the refunded amount and the net, in the table and on a phone, with no lone dash', async () => {
    const order = orderFixture({
      totalAmount: 6798,
      refundedAmount: 2000,
      paymentStatus: 'partially_refunded',
      invoiceStatus: 'partially_refunded',
      fulfillmentStatus: 'fulfilled',
    });
    msw.use(...historyHandlers([order]));
    const view = renderApp('/app/order-history');
    const table = await screen.findByRole('table', { name: 'Order History' });
    expect(within(table).getByTestId('order-amount')).toHaveTextContent('$67.98Refunded $20.00Net $47.98');
    view.unmount();

    await atPhoneWidth(async () => {
      msw.use(...historyHandlers([order]));
      renderApp('/app/order-history');
      const list = await screen.findByRole('list', { name: 'Order History' });
      const [card] = within(list).getAllByRole('listitem') as [HTMLElement];
      expect(within(card).getByTestId('order-amount')).toHaveTextContent('$67.98Refunded $20.00Net $47.98');
      // No tracking yet: the card says nothing about it rather than a lone "-".
      expect(within(card).queryByText('-')).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent(/(^|\s)-(\s|$)/);
    });
  });

  it('says Failed to fetch orders when the list cannot be read', async () => {
    msw.use(...historyHandlers(() => errorEnvelope(500, 'boom')));
    renderApp('/app/order-history');
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
  });
});

describe('a gift order', () => {
  const gift = {
    recipientName: 'Sam',
    recipientEmail: 'sam@example.com',
    message: 'Happy birthday!\n<b>Love</b>, Pat',
    senderName: 'Pat',
  };

  it('says whom it is for and the message on the order page, as text, and who gets the shipping email', async () => {
    const { handlers } = confirmationHandlers(orderFixture({ gift }));
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Gift' });
    expect(within(section).getByTestId('order-gift')).toHaveTextContent(
      'Gift for Sam — message: Happy birthday! / <b>Love</b>, Pat',
    );
    expect(section.querySelector('b')).toBeNull();
    expect(
      within(section).getByText(
        'Sam gets an email at sam@example.com when it ships, with your message and tracking and no prices.',
      ),
    ).toBeInTheDocument();
  });

  it('has no gift section when the order is no gift', async () => {
    const { handlers } = confirmationHandlers(orderFixture());
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    await screen.findByRole('region', { name: 'Shipping Address' });
    expect(screen.queryByRole('region', { name: 'Gift' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-gift')).not.toBeInTheDocument();
  });

  it('shows the gift line in the order history', async () => {
    msw.use(
      ...signedInHandlers(),
      http.get(apiUrl('/user-orders'), () => HttpResponse.json([orderFixture({ gift })])),
    );
    renderApp('/app/order-history');
    expect(await screen.findByTestId('order-gift')).toHaveTextContent(
      'Gift for Sam — message: Happy birthday! / <b>Love</b>, Pat',
    );
  });
});
