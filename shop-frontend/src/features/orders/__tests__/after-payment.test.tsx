import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrackingDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { HASH, orderFixture, type WireOrder } from './order-fixture';

function paidOrder(overrides: Partial<WireOrder> = {}): WireOrder {
  const paidAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return orderFixture({
    printifyOrderId: 'local-a1b2c3d4',
    statusHistory: [{ kind: 'payment', status: 'paid', at: paidAt }],
    createdAt: paidAt,
    paidAt,
    cancellableUntil: new Date(Date.now() + 55 * 60_000).toISOString(),
    downloadExpiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    digitalFiles: [
      { line: 1, fileName: 'PetArt-deadbeef-1.jpg', url: `/api/orders/${HASH}/download?line=1` },
    ],
    ...overrides,
  });
}

function orderHandlers(getOrder: () => WireOrder) {
  const calls = { cancel: 0, download: [] as { line: string | null; auth: string | null }[] };
  const handlers = [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(getOrder())),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json([])),
    http.get(apiUrl('/user-orders'), () => HttpResponse.json([getOrder()])),
    http.get(apiUrl('/orders/:hash/download'), ({ request }) => {
      const url = new URL(request.url);
      calls.download.push({ line: url.searchParams.get('line'), auth: request.headers.get('authorization') });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
        headers: {
          'content-type': 'image/jpeg',
          'content-disposition': 'attachment; filename="PetArt-deadbeef-1.jpg"',
        },
      });
    }),
  ];
  return { calls, handlers };
}

describe('after the payment on the confirmation page', () => {
  const created: string[] = [];
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push('blob');
      return 'blob:petart/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    created.length = 0;
  });

  it('downloads the digital file with the bearer token and saves it under the order name', async () => {
    const { calls, handlers } = orderHandlers(() => paidOrder());
    msw.use(...handlers);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(`/app/order-confirmation/${HASH}`);
    const files = await screen.findByRole('region', { name: 'Your Digital File' });
    expect(within(files).getByText(/digital files must be downloaded within 30 days/)).toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: 'Download File' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.download).toEqual([{ line: '1', auth: 'Bearer token-123' }]);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('PetArt-deadbeef-1.jpg');
    expect(created).toHaveLength(1);
  });

  it('cancels with a confirmation: the order shows cancelled and refunded, and the button is gone', async () => {
    let order = paidOrder();
    const { calls, handlers } = orderHandlers(() => order);
    msw.use(
      ...handlers,
      http.post(apiUrl('/orders/:hash/cancel'), () => {
        calls.cancel += 1;
        order = paidOrder({
          fulfillmentStatus: 'cancelled',
          invoiceStatus: 'refunded',
          paymentStatus: 'refunded',
          refundedAmount: 8578,
          cancellableUntil: null,
          digitalFiles: [],
        });
        return HttpResponse.json({
          success: true,
          fulfillmentStatus: 'cancelled',
          invoiceStatus: 'refunded',
          refundedAmount: 8578,
        });
      }),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/refunded in full/)).toBeInTheDocument();
    // Keeping the order sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep My Order' }));
    expect(calls.cancel).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Order' }),
    );
    expect(await screen.findByRole('heading', { name: 'Order Refunded' })).toBeInTheDocument();
    expect(calls.cancel).toBe(1);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByLabelText('Payment Status amount')).toHaveTextContent('Refunded');
    expect(within(summary).getByLabelText('Refunded amount')).toHaveTextContent('$85.78');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download File' })).not.toBeInTheDocument();
  });

  it('shows the server refusal when the window closed meanwhile', async () => {
    const { handlers } = orderHandlers(() => paidOrder());
    msw.use(
      ...handlers,
      http.post(apiUrl('/orders/:hash/cancel'), () =>
        errorEnvelope(
          409,
          'This order can no longer be cancelled: the cancellation window has closed or the order is already in production.',
          'INVALID_REQUEST',
          { code: 'ORDER.CANCEL_CONFLICT' },
        ),
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Order' }),
    );
    expect(await screen.findByText(/cancellation window has closed/)).toBeInTheDocument();
  });

  it('offers no Cancel button outside the window, and says when the download has expired', async () => {
    const { handlers } = orderHandlers(() =>
      paidOrder({
        cancellableUntil: null,
        downloadExpiresAt: new Date(Date.now() - 60_000).toISOString(),
        digitalFiles: [],
      }),
    );
    msw.use(...handlers);
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByText(/The 30 days to download the digital file/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share Tracking Page' })).toHaveAttribute(
      'href',
      `/track/${HASH}`,
    );
  });

  it('offers the download in the order history too', async () => {
    const { calls, handlers } = orderHandlers(() => paidOrder());
    msw.use(...handlers);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/app/order-history');
    const [button] = await screen.findAllByRole('button', {
      name: /Download digital file PetArt-deadbeef-1.jpg/,
    });
    await userEvent.click(button as HTMLElement);
    await waitFor(() => expect(calls.download).toHaveLength(1));
  });
});

function tracking(overrides: Partial<OrderTrackingDto> = {}): OrderTrackingDto {
  return {
    reference: 'PA-7K3M9X',
    state: 'in_progress',
    thumbnailUrl: '/api/images/generated/a.webp?exp=1&sig=x',
    items: [
      {
        printType: 'canvas',
        printSize: '20x30',
        quantity: 1,
        thumbnailUrl: '/api/images/generated/a.webp?exp=1&sig=x',
      },
      {
        printType: 'poster',
        printSize: '12x18',
        quantity: 2,
        thumbnailUrl: '/api/images/generated/b.webp?exp=1&sig=x',
      },
    ],
    itemCount: 3,
    steps: [
      {
        step: 'confirmed',
        label: 'Confirmed',
        reached: true,
        current: false,
        at: '2025-01-05T15:01:00.000Z',
      },
      {
        step: 'production',
        label: 'In Production',
        reached: true,
        current: false,
        at: '2025-01-07T12:00:00.000Z',
      },
      { step: 'shipped', label: 'Shipped', reached: true, current: true, at: '2025-01-09T12:00:00.000Z' },
      { step: 'delivered', label: 'Delivered', reached: false, current: false, at: null },
    ],
    parcels: [
      {
        carrier: 'USPS',
        trackingNumber: '9400100000000000000000',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
        shippedAt: '2025-01-09T12:00:00.000Z',
        deliveredAt: null,
      },
    ],
    deliveryEstimate: '4-10 business days',
    deliveredAt: null,
    ...overrides,
  };
}

describe('public tracking page', () => {
  it('shows the steps with dates, the carrier and tracking link, and the estimate, signed out', async () => {
    let auth: string | null = 'unset';
    msw.use(
      http.get(apiUrl('/track/:hash'), ({ request, params }) => {
        auth = request.headers.get('authorization');
        return params.hash === HASH
          ? HttpResponse.json(tracking())
          : errorEnvelope(404, 'Order Not Found', 'NOT_FOUND');
      }),
    );
    renderApp(`/track/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Your Order is On Its Way!' })).toBeInTheDocument();
    expect(auth).toBeNull();
    expect(screen.getByTestId('order-reference')).toHaveTextContent(/^PA-7K3M9X$/);
    expect(screen.getByText(/3 items/)).toBeInTheDocument();
    const steps = screen.getByLabelText('Order status');
    expect(within(steps).getByText('In Production')).toBeInTheDocument();
    expect(steps.querySelectorAll('time')).toHaveLength(3);
    expect(screen.getByText('Carrier: USPS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Package' })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(screen.getByText('4-10 business days')).toBeInTheDocument();
  });

  function serveTracking(data: OrderTrackingDto) {
    msw.use(http.get(apiUrl('/track/:hash'), () => HttpResponse.json(data)));
    return renderApp(`/track/${HASH}`);
  }

  it('shows one picture per line with its product and quantity; the count is the sum of the quantities', async () => {
    serveTracking(tracking());
    const list = await screen.findByRole('list', { name: 'Items in this order' });
    const items = within(list).getAllByTestId('tracked-item');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Canvas 20" x 30" artwork' }),
    ).toHaveAttribute('src', expect.stringContaining('/api/images/generated/a.webp?exp=1&sig=x'));
    expect(items[0]).toHaveTextContent('Canvas 20" x 30" × 1');
    expect(
      within(items[1] as HTMLElement).getByRole('img', { name: 'Poster 12" x 18" artwork' }),
    ).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Poster 12" x 18" × 2');
    expect(screen.getByText(/3 items/)).toBeInTheDocument();
  });

  it('a single line with quantity 1 says 1 item beside its one picture', async () => {
    serveTracking(tracking({ items: [tracking().items[0]!], itemCount: 1 }));
    const list = await screen.findByRole('list', { name: 'Items in this order' });
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText(/· 1 item$/)).toBeInTheDocument();
  });

  it('links back to the shop (the home page): the logo and a Visit the PetArt Shop button', async () => {
    serveTracking(tracking());
    await screen.findByRole('heading', { name: 'Your Order is On Its Way!' });
    expect(screen.getByRole('link', { name: 'Visit the PetArt Shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'PetArt home' })).toHaveAttribute('href', '/');
  });

  it('after delivery shows the delivered date instead of the estimate', async () => {
    const steps = tracking().steps.map((step) =>
      step.step === 'delivered'
        ? { ...step, reached: true, current: true, at: '2025-01-14T16:00:00.000Z' }
        : { ...step, current: false },
    );
    serveTracking(tracking({ state: 'delivered', steps, deliveredAt: '2025-01-14T16:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Your Order Has Arrived!' })).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivered' });
    expect(delivery).toHaveTextContent('Delivered on Jan 14, 2025');
    expect(screen.queryByText('4-10 business days')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Estimated Delivery' })).not.toBeInTheDocument();
  });

  it('says when the link matches no paid order', async () => {
    msw.use(http.get(apiUrl('/track/:hash'), () => errorEnvelope(404, 'Order Not Found', 'NOT_FOUND')));
    renderApp('/track/unknown');
    expect(await screen.findByText(/does not match a paid order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the PetArt Shop' })).toHaveAttribute('href', '/');
  });
});
