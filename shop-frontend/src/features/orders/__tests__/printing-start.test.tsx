import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { formatClock, formatDeadline } from '../printing-start';
import { HASH, orderFixture, type WireOrder } from './order-fixture';

describe('printing start in the customer’s time zone', () => {
  // 2025-11-26 23:02 UTC = 6:02 PM in New York (EST, winter), 3:02 PM in Los Angeles.
  const at = '2025-11-26T23:02:00.000Z';

  it.each([
    ['America/New_York', '6:02 PM EST on Nov 26'],
    ['America/Los_Angeles', '3:02 PM PST on Nov 26'],
    // Past midnight in Berlin: the date follows the customer's zone, not the server's.
    ['Europe/Berlin', '12:02 AM GMT+1 on Nov 27'],
  ])('formatDeadline in %s', (zone, text) => {
    expect(formatDeadline(at, zone)).toBe(text);
  });

  it('formatClock: the time and the zone, with a plain space before AM/PM', () => {
    expect(formatClock('2025-07-04T16:30:00.000Z', 'America/New_York')).toBe('12:30 PM EDT');
    expect(formatClock('not a date')).toBe('-');
  });
});

function orderHandlers(order: WireOrder, items: unknown[] = []) {
  return [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(order)),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json(items)),
  ];
}

/** A paid order 5 minutes into a one-hour cancellation window. */
function waitingOrder(overrides: Partial<WireOrder> = {}): WireOrder {
  const paidAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return orderFixture({
    statusHistory: [{ kind: 'payment', status: 'paid', at: paidAt }],
    paidAt,
    cancellableUntil: new Date(Date.now() + 55 * 60_000).toISOString(),
    ...overrides,
  });
}

describe('the confirmation page explains the wait', () => {
  it('says when printing starts, with the time zone and the date, and that the customer can cancel until then', async () => {
    const order = waitingOrder();
    msw.use(...orderHandlers(order));
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Your Order is On Its Way!' })).toBeInTheDocument();
    const until = formatDeadline(order.cancellableUntil ?? '');
    expect(until).toMatch(/^\d{1,2}:\d{2} [AP]M \S+ on [A-Z][a-z]{2} \d{1,2}$/);
    expect(screen.getByTestId('order-status-message')).toHaveTextContent(
      `Thank you for your order. We start printing at ${until}; you can cancel until then.`,
    );
    // The In Production step says when it starts instead of sitting there without a word.
    const steps = screen.getByLabelText('Order status');
    const production = steps.querySelector('[data-step="production"]');
    expect(production).toHaveTextContent(`Starts ${formatClock(order.cancellableUntil ?? '')}`);
    // The cancel action sits with the status and does not repeat the deadline.
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Changed your mind? Cancel before printing starts and your payment is refunded in full.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refunded in full until/)).not.toBeInTheDocument();
  });

  it('puts the status (heading, wait, steps, cancel) before the artwork', async () => {
    const order = waitingOrder();
    msw.use(
      ...orderHandlers(order, [
        {
          id: 'li-1',
          printType: 'canvas',
          printSize: '20x30',
          imageUrl: '/api/images/generated/li-1.webp?exp=1&sig=a',
          quantity: 1,
          unitPrice: 6999,
          lineTotal: 6999,
        },
      ]),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    const artwork = await screen.findByRole('img', { name: 'Canvas 20x30 artwork' });
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByTestId('order-status-message'), artwork)).toBe(true);
    expect(before(screen.getByLabelText('Order status'), artwork)).toBe(true);
    expect(before(screen.getByRole('button', { name: 'Cancel Order' }), artwork)).toBe(true);
  });

  it('says nothing about a start time once the window has closed or the order is in production', async () => {
    msw.use(
      ...orderHandlers(
        waitingOrder({ fulfillmentStatus: 'order:sent-to-production', cancellableUntil: null }),
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByTestId('order-status-message')).toHaveTextContent(
      'Thank you for your order. We are preparing your artwork for printing.',
    );
    expect(screen.queryByText(/We start printing/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Starts /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it.each([
    ['US', 'Sales tax'],
    ['DE', 'VAT'],
    ['AU', 'GST'],
  ])('names the tax of an order shipped to %s "%s"', async (country, name) => {
    const order = waitingOrder();
    msw.use(
      ...orderHandlers({
        ...order,
        shippingAddress: { ...(order.shippingAddress as object), country, region: '' },
      }),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByLabelText(`${name} amount`)).toHaveTextContent('$5.80');
    expect(within(summary).queryByText('Tax (VAT)')).not.toBeInTheDocument();
  });
});
