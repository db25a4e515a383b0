import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { cartClearedKey } from '../hooks/use-clear-cart-once';
import type { OrderDto as Order, OrderLineItemDto as OrderLineItem } from '../../../api/enhanced-api';
import type { StoredShippingAddress } from '../order-format';

const HASH = 'a1b2c3d4e5f6a7b8c9d0e1f2deadbeef';

/** An order as the server may send it: older records carry the address as a JSON string, or none (spec 2 §7). */
type WireOrder = Omit<Order, 'shippingAddress'> & { shippingAddress: StoredShippingAddress };

function orderFixture(overrides: Partial<WireOrder> = {}): WireOrder {
  return {
    id: 'order-1',
    orderHash: HASH,
    totalAmount: 8578,
    taxAmount: 580,
    productPrice: 6999,
    shippingCost: 999,
    fulfillmentStatus: 'submitted_to_fulfillment',
    invoiceStatus: 'paid',
    paymentStatus: 'paid',
    shippingAddress: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Market St',
      address2: '',
      city: 'San Francisco',
      region: 'CA',
      zip: '94105',
      country: 'US',
    },
    customerEmail: 'pat@example.com',
    trackingUrl: null,
    printifyOrderId: null,
    deliveryEstimate: { range: '4-10 business days' },
    createdAt: '2025-01-05T15:00:00.000Z',
    paidAt: '2025-01-05T15:01:00.000Z',
    ...overrides,
  };
}

function lineItem(id: string, overrides: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    id,
    printType: 'canvas',
    printSize: '20x30',
    imageUrl: `/api/images/generated/${id}.webp?exp=1&sig=a`,
    quantity: 1,
    unitPrice: 6999,
    lineTotal: 6999,
    ...overrides,
  };
}

function confirmationHandlers(order: WireOrder | null, items: OrderLineItem[] = [lineItem('li-1')]) {
  const calls = { clear: 0 };
  const handlers = [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.delete(apiUrl('/cart'), () => {
      calls.clear += 1;
      return HttpResponse.json({ success: true, itemCount: 0 });
    }),
    http.get(apiUrl('/order/hash/:hash'), ({ params }) =>
      order && params.hash === order.orderHash
        ? HttpResponse.json(order)
        : errorEnvelope(404, 'Order Not Found', 'NOT_FOUND', { error: 'Order Not Found' }),
    ),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json(items)),
  ];
  return { calls, handlers };
}

describe('order confirmation', () => {
  it('shows the title, reference, summary, status step, delivery, address and notes', async () => {
    // Shipping comes from total - tax - products (spec 2 §2): 85.78 - 5.80 - 69.99 = 9.99.
    const { handlers } = confirmationHandlers(orderFixture({ shippingCost: 0 }));
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Your Order is On Its Way!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('#deadbeef');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByLabelText('Products amount')).toHaveTextContent('$69.99');
    expect(within(summary).getByLabelText('Shipping & Handling amount')).toHaveTextContent('$9.99');
    expect(within(summary).getByLabelText('Tax (VAT) amount')).toHaveTextContent('$5.80');
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

  it('clears the cart once per order: a reload does not clear a new cart', async () => {
    const { calls, handlers } = confirmationHandlers(orderFixture());
    msw.use(...handlers);
    const first = renderApp(`/app/order-confirmation/${HASH}`);
    await screen.findByRole('heading', { name: 'Your Order is On Its Way!' });
    await waitFor(() => expect(calls.clear).toBe(1));
    expect(window.localStorage.getItem(cartClearedKey(HASH))).not.toBeNull();
    first.unmount();

    renderApp(`/app/order-confirmation/${HASH}`);
    await screen.findByRole('heading', { name: 'Your Order is On Its Way!' });
    // Give a second clear the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.clear).toBe(1);
  });
});

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
    const link = within(first).getByRole('link', { name: 'Order #55556666' });
    expect(link).toHaveAttribute('href', '/app/order-confirmation/ffff0000111122223333444455556666');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('Shipped').closest('[data-tone]')).toHaveAttribute('data-tone', 'outline');
    expect(within(first).getByText('$123.45')).toBeInTheDocument();
    const track = within(first).getByRole('link', { name: 'Track Package' });
    expect(track).toHaveAttribute('href', 'https://track.example.com/1Z999');
    expect(track).toHaveAttribute('target', '_blank');

    expect(within(second).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(second).getByText('#deadbeef')).toBeInTheDocument();
    expect(within(second).getByText('Canceled').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'destructive',
    );
    expect(within(second).getByText('-')).toBeInTheDocument();
  });

  it('says Failed to fetch orders when the list cannot be read', async () => {
    msw.use(...historyHandlers(() => errorEnvelope(500, 'boom')));
    renderApp('/app/order-history');
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
  });
});
