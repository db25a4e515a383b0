import { SEPARATE_PACKAGES_NOTE } from '@petart/domain';
import { orderConfirmationEmail, type OrderConfirmationData } from './order-confirmation.email';

function data(countryCode: string, overrides: Partial<OrderConfirmationData> = {}): OrderConfirmationData {
  return {
    orderNumber: 'PA-7K3M9X',
    customerName: 'Ada',
    items: [{ printType: 'canvas', printSize: '20x30', quantity: 1, lineTotal: 6999 }],
    productCents: 6999,
    shippingCents: 999,
    taxCents: 580,
    totalCents: 8578,
    countryCode,
    address: { name: 'Ada Lovelace', address1: '1 Market St', city: 'X', zip: '94105', country: 'Somewhere' },
    deliveryRange: '4-10 business days',
    // 2026-12-02 22:24 UTC: 5:24 PM in New York.
    printingStartsAt: '2026-12-02T22:24:00.000Z',
    timeZone: 'America/New_York',
    orderUrl: 'http://localhost:3000/app/order-confirmation/a1b2c3d4e5f6a7b8c9d0e1f2deadbeef',
    supportEmail: 'support@petart.local',
    ...overrides,
  };
}

/** The text part's totals: the lines after "Order Summary:" up to the blank line. */
function totalsLines(text: string): string[] {
  const start = text.split('\n').indexOf('Order Summary:');
  const lines = text.split('\n').slice(start + 1);
  return lines.slice(0, lines.indexOf(''));
}

describe('order confirmation email: the tax is named by the destination country', () => {
  it.each([
    ['US', 'Sales tax'],
    ['DE', 'VAT'],
    ['GB', 'VAT'],
    ['AU', 'GST'],
    ['BR', 'Tax'],
  ])('%s: "%s" $5.80', (country, name) => {
    const email = orderConfirmationEmail(data(country));
    expect(totalsLines(email.text)).toContainEqual(expect.stringMatching(new RegExp(`^${name} +\\$5\\.80$`)));
    expect(email.html).toContain(`>${name}</td>`);
    expect(email.text).not.toContain('Tax (VAT)');
  });
});

describe('order confirmation email: says what the order page says', () => {
  it('during the cancellation window: when printing starts (time, zone, date) and how to cancel until then', () => {
    const email = orderConfirmationEmail(data('US'));
    for (const part of [email.text, email.html]) {
      expect(part).toContain('We start printing at 5:24 PM EST on Dec 2; you can cancel until then.');
      expect(part).toContain('choose Cancel Order before printing starts: your payment is refunded in full.');
      expect(part).not.toMatch(/sent (your artwork )?to production/);
    }
    // The customer's zone decides the date too; an order without one is written in UTC, named as such.
    expect(orderConfirmationEmail(data('US', { timeZone: 'Asia/Tokyo' })).text).toContain(
      'We start printing at 7:24 AM GMT+9 on Dec 3;',
    );
    expect(orderConfirmationEmail(data('US', { timeZone: null })).text).toContain(
      'We start printing at 10:24 PM UTC on Dec 2;',
    );
  });

  it('after the window (or without one): the artwork goes to production, and no cancel offer', () => {
    const email = orderConfirmationEmail(data('US', { printingStartsAt: null }));
    expect(email.text).toContain('Your artwork is going to production now.');
    expect(email.text).not.toContain('cancel');
  });

  it('a proof order: printing waits for the approval of its proof, not for a time; cancel until then', () => {
    const email = orderConfirmationEmail(
      data('US', {
        awaitingProof: true,
        items: [
          {
            printType: 'canvas',
            printSize: '20x30',
            quantity: 1,
            lineTotal: 6999,
            nameOnPrint: { name: 'Biscuit' },
          },
        ],
      }),
    );
    for (const part of [email.text, email.html]) {
      expect(part).toContain(
        'We print once you approve your proof: we email it to you, and nothing is printed before.',
      );
      expect(part).toContain(
        'You can cancel this order and be refunded in full until you approve your proof. To cancel, open your order',
      );
      expect(part).not.toContain('We start printing at');
      expect(part).not.toContain('going to production');
    }
    expect(email.text).toContain('You can change a name on the print until you approve your proof');
    expect(email.text).not.toContain('until printing starts');
  });

  it('lists each line with its name on the print', () => {
    const email = orderConfirmationEmail(
      data('US', {
        items: [
          {
            printType: 'canvas',
            printSize: '20x30',
            quantity: 1,
            lineTotal: 6999,
            nameOnPrint: { name: 'Biscuit', secondLine: 'Good boy' },
          },
          { printType: 'poster', printSize: '12x18', quantity: 2, lineTotal: 3998, nameOnPrint: null },
        ],
      }),
    );
    expect(email.text).toContain(
      '- 1 x Canvas 20" x 30" - $69.99\n  Name on the print: Biscuit · Good boy\n- 2 x Poster 12" x 18" - $39.98\n',
    );
    expect(email.html).toContain('Name on the print: Biscuit · Good boy');
    expect(email.text).toContain('You can change a name on the print until printing starts');
  });

  it('names the shipping method paid for, with its range', () => {
    const email = orderConfirmationEmail(
      data('US', { shippingMethod: 'express', deliveryRange: '3-6 business days' }),
    );
    expect(email.text).toMatch(
      /Shipping method: Express shipping\.\s+Estimated delivery: 3-6 business days\./,
    );
    expect(email.html).toContain('Shipping method: Express shipping.');
  });

  it('states one delivery range', () => {
    const email = orderConfirmationEmail(data('US'));
    expect(email.text).toContain('Estimated delivery: 4-10 business days. We will email your tracking link');
    expect(email.text).toContain('Shipping method: Standard shipping.');
    expect(email.text.match(/business days/g)).toHaveLength(1);
  });

  it("a mixed order: the page's separate-packages note after its one range", () => {
    const email = orderConfirmationEmail(
      data('US', { deliveryRange: '4-12 business days', separatePackagesNote: SEPARATE_PACKAGES_NOTE }),
    );
    for (const part of [email.text, email.html]) {
      expect(part).toContain(`Estimated delivery: 4-12 business days. ${SEPARATE_PACKAGES_NOTE}`);
    }
    expect(email.text.match(/business days/g)).toHaveLength(1);
    expect(orderConfirmationEmail(data('US')).text).not.toContain('separate packages');
  });

  it('gives the totals as a table: an HTML table, and aligned lines in the text part', () => {
    const email = orderConfirmationEmail(
      data('US', { discount: { code: 'SAVE10', amountCents: 700 }, taxCents: 529, totalCents: 7827 }),
    );
    expect(totalsLines(email.text)).toEqual([
      'Products             $69.99',
      'Discount (SAVE10)    -$7.00',
      'Shipping & Handling   $9.99',
      'Sales tax             $5.29',
      'Total                $78.27',
      'Payment Status         Paid',
    ]);
    expect(email.text).not.toContain(' | ');
    const table = /<table role="table"[^>]*>(.*?)<\/table>/s.exec(email.html)?.[1] ?? '';
    expect(table).toContain('<caption');
    expect([...table.matchAll(/<tr>/g)]).toHaveLength(6);
    expect(table).toMatch(/<td[^>]*>Discount \(SAVE10\)<\/td><td[^>]*>-\$7\.00<\/td>/);
    expect(table).toMatch(/<td[^>]*font-weight:bold[^>]*>Total<\/td>/);
    expect(orderConfirmationEmail(data('US')).text).not.toContain('Discount');
  });
});
