import { DEFAULT_DELIVERY_ESTIMATE, SEPARATE_PACKAGES_NOTE } from '@petart/domain';
import { orderStatusEmail, type OrderStatusEmailData } from './order-status.email';

function inProduction(overrides: Partial<OrderStatusEmailData> = {}): OrderStatusEmailData {
  return {
    kind: 'processing',
    orderNumber: 'PA-7K3M9X',
    customerName: 'Ada',
    orderUrl: 'http://localhost:3000/app/order-confirmation/a1b2c3d4e5f6a7b8c9d0e1f2deadbeef',
    supportEmail: 'support@petart.local',
    ...overrides,
  };
}

describe('in-production email: the delivery as the order page states it', () => {
  it("states the order's one range, in the text and the HTML part", () => {
    const email = orderStatusEmail(inProduction({ deliveryRange: '3-6 business days' }));
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Estimated delivery: 3-6 business days. We will email your tracking link');
      expect(part).not.toContain('8-13');
    }
    expect(email.text.match(/business days/g)).toHaveLength(1);
  });

  it('without a stored range, the default estimate the page shows', () => {
    const email = orderStatusEmail(inProduction());
    expect(email.text).toContain(`Estimated delivery: ${DEFAULT_DELIVERY_ESTIMATE}.`);
    expect(email.text.match(/business days/g)).toHaveLength(1);
  });

  it("a mixed order: the page's separate-packages note after the range", () => {
    const email = orderStatusEmail(
      inProduction({ deliveryRange: '4-12 business days', separatePackagesNote: SEPARATE_PACKAGES_NOTE }),
    );
    expect(email.text).toContain(`Estimated delivery: 4-12 business days. ${SEPARATE_PACKAGES_NOTE}`);
  });
});
