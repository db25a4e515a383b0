import { orderConfirmationEmail, type OrderConfirmationData } from './order-confirmation.email';

function data(countryCode: string): OrderConfirmationData {
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
    orderUrl: 'http://localhost:3000/app/order-confirmation/a1b2c3d4e5f6a7b8c9d0e1f2deadbeef',
    supportEmail: 'support@petart.local',
  };
}

describe('order confirmation email: the tax is named by the destination country (issue 22)', () => {
  it.each([
    ['US', 'Sales tax'],
    ['DE', 'VAT'],
    ['GB', 'VAT'],
    ['AU', 'GST'],
    ['BR', 'Tax'],
  ])('%s: "%s: $5.80"', (country, name) => {
    const email = orderConfirmationEmail(data(country));
    expect(email.text).toContain(`${name}: $5.80`);
    expect(email.html).toContain(`${name}: $5.80`);
    expect(email.text).not.toContain('Tax (VAT)');
  });
});

describe('order confirmation email: a discount code (issue 26)', () => {
  it('shows the discount line between products and shipping, and none without a code', () => {
    const email = orderConfirmationEmail({
      ...data('US'),
      discount: { code: 'SAVE10', amountCents: 700 },
      taxCents: 529,
      totalCents: 7827,
    });
    expect(email.text).toContain(
      'Products: $69.99 | Discount (SAVE10): -$7.00 | Shipping & Handling: $9.99 | Sales tax: $5.29 | Total: $78.27',
    );
    expect(orderConfirmationEmail(data('US')).text).not.toContain('Discount');
  });
});
