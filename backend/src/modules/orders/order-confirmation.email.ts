import { formatMoney, getPrintType, taxNameFor } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';

/** What the confirmation email shows. Money in cents. */
export interface OrderConfirmationData {
  /** The order number people read aloud (PA-7K3M9X): the email's order reference. */
  orderNumber: string;
  customerName: string;
  items: { printType: string; printSize: string; quantity: number; lineTotal: number }[];
  productCents: number;
  /** A discount code's part: shown as its own line when there is one. */
  discount?: { code: string; amountCents: number } | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** ISO code of the destination country: names the tax (`taxNameFor`: sales tax, VAT, GST...). */
  countryCode: string;
  address: {
    name: string;
    address1: string;
    address2?: string;
    city: string;
    region?: string;
    zip: string;
    country: string;
  };
  deliveryRange: string;
  orderUrl: string;
  supportEmail: string;
}

/** The order confirmation email, in the accounts emails' branded layout (HTML + text). */
export function orderConfirmationEmail(d: OrderConfirmationData): RenderedEmail {
  const reference = d.orderNumber;
  const items = d.items.map((item) => {
    const label = getPrintType(item.printType)?.label ?? item.printType;
    return `${item.quantity} x ${label} ${item.printSize.replace('x', '" x ')}" - ${formatMoney(item.lineTotal)}`;
  });
  const a = d.address;
  const addressLines = [
    a.name,
    a.address1,
    a.address2,
    [a.city, a.region, a.zip].filter((part) => part && part.trim() !== '').join(', '),
    a.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return renderActionEmail({
    subject: `Your PetArt order ${reference} is confirmed`,
    heading: 'Your Order is On Its Way!',
    paragraphs: [
      `Hi ${d.customerName}, thank you for your order. We have received your payment and sent your artwork to production.`,
      `Order reference: ${reference}`,
      `Items: ${items.join('; ')}`,
      `Products: ${formatMoney(d.productCents)}${d.discount ? ` | Discount (${d.discount.code}): -${formatMoney(d.discount.amountCents)}` : ''} | Shipping & Handling: ${formatMoney(d.shippingCents)} | ${taxNameFor(d.countryCode)}: ${formatMoney(d.taxCents)} | Total: ${formatMoney(d.totalCents)} | Payment Status: Paid`,
      `Shipping to: ${addressLines.join(', ')}`,
      `Estimated delivery: ${d.deliveryRange}. Production and shipping usually take 8-13 business days; we will email your tracking link as soon as your order ships.`,
    ],
    actionLabel: 'View Your Order',
    actionUrl: d.orderUrl,
    note: 'Keep this email for your records. Reply with your order reference if you need help.',
    supportEmail: d.supportEmail,
  });
}
