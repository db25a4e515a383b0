import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetailDto } from '../../../api/enhanced-api';
import { atScreenWidth } from '../../../testing/viewport';
import { OrderSummary } from '../components/order-summary';

type Line = AdminOrderDetailDto['items'][number];

const line = (values: Partial<Line>): Line => ({
  id: 'l1',
  printType: 'poster',
  printSize: '24x36',
  quantity: 1,
  imageUrl: null,
  unitPrice: 4999,
  lineTotal: 4999,
  printFileUrl: null,
  printFileWidth: null,
  printFileHeight: null,
  effectiveDpi: null,
  printFileUpscaler: null,
  petCount: 1,
  ...values,
});

const order = (items: Line[]): AdminOrderDetailDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'K7M2QX',
  orderHash: 'abc123',
  userId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  paidAt: null,
  stripePaymentId: null,
  customerName: 'Zoe',
  customerEmail: 'zoe@example.com',
  customerPhone: null,
  isUserRegistered: true,
  status: 'submitted',
  payment: 'Paid',
  invoiceStatus: 'paid',
  fulfillmentStatus: 'submitted_to_fulfillment',
  printType: 'poster',
  printSize: '24x36',
  printifyOrderId: null,
  printifyOrderNumber: null,
  trackingUrl: null,
  canCancel: false,
  gift: null,
  proofRequested: false,
  proofs: [],
  canRedrawProof: false,
  canResubmit: false,
  refundPending: false,
  refundedAmount: 0,
  dispute: null,
  taxAmount: 0,
  totalAmount: 5899,
  totals: { productPrice: 4999, shippingCost: 900, taxAmount: 0, totalAmount: 5899 },
  shippingMethod: 'standard',
  deliveryRange: null,
  shippingAddress: null,
  items,
  shipments: [],
  events: [],
});

describe('order lines: effective resolution', () => {
  it("shows each line's artwork pixels per inch at the print size and the upscaler of its print file", () => {
    render(
      <OrderSummary
        order={order([
          line({
            id: 'made',
            printFileUrl: 'http://localhost:3000/api/images/print-files/abc123/abc123-1.jpg?exp=1&sig=x',
            printFileWidth: 7200,
            printFileHeight: 10800,
            effectiveDpi: 42,
            printFileUpscaler: 'lanczos3',
          }),
          line({ id: 'waiting', printSize: '12x18' }),
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('columnheader', { name: 'Effective resolution' })).toBeInTheDocument();
    const [, made, waiting] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');
    expect(cells(made).at(-1)).toHaveTextContent(/^42 dpi · lanczos3 file$/);
    expect(within(cells(made).at(-1) as HTMLElement).getByRole('link', { name: 'file' })).toHaveAttribute(
      'href',
      expect.stringContaining('/print-files/abc123/'),
    );
    // before the print file is made there is nothing to show yet
    expect(cells(waiting).at(-1)).toHaveTextContent(/^—$/);
  });

  it('shows the name printed on a line with its font and placement', () => {
    render(
      <OrderSummary
        order={order([
          line({
            id: 'named',
            personalisation: {
              name: 'Biscuit',
              secondLine: '2012 – 2026',
              font: 'dancing-script',
              placement: 'top',
              colour: 'auto',
            },
          }),
          line({ id: 'plain' }),
        ])}
      />,
    );
    const names = screen.getAllByTestId('line-name');
    expect(names).toHaveLength(1);
    expect(names[0]).toHaveTextContent('Name: Biscuit · 2012 – 2026 (Script, top)');
  });

  it('says how many pets a several-pets portrait shows, and nothing for one pet', () => {
    render(<OrderSummary order={order([line({ id: 'three', petCount: 3 }), line({ id: 'one' })])} />);
    const pets = screen.getAllByTestId('line-pets');
    expect(pets).toHaveLength(1);
    expect(pets[0]).toHaveTextContent('Pets: 3');
  });
});

describe('order lines on a phone (375 px)', () => {
  atScreenWidth(375);

  it('shows each line and each parcel as a card, not a table', () => {
    const shipped = {
      ...order([line({ id: 'a', effectiveDpi: 42, printFileUpscaler: 'lanczos3' })]),
      shipments: [
        {
          id: 's1',
          carrier: 'USPS',
          trackingNumber: '9400100000000000000000',
          trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
          shippedAt: '2026-11-27T11:00:00.000Z',
          deliveredAt: null,
        },
      ],
    } as AdminOrderDetailDto;
    render(<OrderSummary order={shipped} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items' });
    const [card] = within(items).getAllByRole('listitem');
    expect(card).toHaveTextContent('poster');
    expect(card).toHaveTextContent('Effective resolution42 dpi · lanczos3');
    const parcels = screen.getByRole('list', { name: 'Shipments' });
    expect(within(parcels).getByRole('link', { name: '9400100000000000000000' })).toBeInTheDocument();
  });
});
