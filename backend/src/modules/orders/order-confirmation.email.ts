import {
  DEFAULT_DELIVERY_ESTIMATE,
  formatDeadline,
  formatMoney,
  getPrintType,
  PRINTING_START_TEXT,
  SHIPPING_METHOD_LABELS,
  taxNameFor,
  type NameOnPrint,
  type ShippingMethod,
} from '@petart/domain';
import { renderActionEmail, type EmailBlock, type RenderedEmail } from '../mail';

/** What the confirmation email shows. Money in cents. */
export interface OrderConfirmationData {
  /** The order number people read aloud (PA-7K3M9X): the email's order reference. */
  orderNumber: string;
  customerName: string;
  items: {
    printType: string;
    printSize: string;
    quantity: number;
    lineTotal: number;
    /** The name printed on this line, when the customer chose one. */
    nameOnPrint?: Pick<NameOnPrint, 'name' | 'secondLine'> | null;
  }[];
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
  /** The order page's note under the range when the lines come from different production partners. */
  separatePackagesNote?: string | null;
  /** How the parcel travels, as paid for; standard when absent. */
  shippingMethod?: ShippingMethod;
  /**
   * While the customer may still cancel: when the cancellation window closes and printing starts (ISO). Null once the
   * order goes to production (no window, or it has passed).
   */
  printingStartsAt: string | null;
  /** A proof order waiting for its customer's approval: printing waits for it, not for the cancellation window. */
  awaitingProof?: boolean;
  /** The customer's time zone as their browser gave it at checkout (IANA); UTC when unknown. */
  timeZone: string | null;
  orderUrl: string;
  supportEmail: string;
}

/**
 * The order page's Estimated Delivery card as one sentence: the order's one range (the default before an address
 * priced it), then the separate-packages note of a mixed order. The confirmation and the in-production emails both
 * say it this way, so neither can add a second range.
 */
export function estimatedDeliveryText(
  range: string | null | undefined,
  separatePackagesNote?: string | null,
): string {
  const sentence = `Estimated delivery: ${range || DEFAULT_DELIVERY_ESTIMATE}.`;
  return separatePackagesNote ? `${sentence} ${separatePackagesNote}` : sentence;
}

/** 'Canvas 20" x 30"', as the order page names a line. */
function lineLabel(item: OrderConfirmationData['items'][number]): string {
  const label = getPrintType(item.printType)?.label ?? item.printType;
  return `${label} ${item.printSize.replace('x', '" x ')}"`;
}

/** 'Biscuit · Good boy': the name line of the order page. */
function nameLine(name: Pick<NameOnPrint, 'name' | 'secondLine'>): string {
  return `${name.name}${name.secondLine ? ` · ${name.secondLine}` : ''}`;
}

/**
 * The order confirmation email, in the accounts emails' branded layout (HTML + text). It says what the order page
 * says: while the cancellation window is open, when printing starts (date, time and zone) and how to cancel until
 * then; each line with its name on the print; one delivery range; the totals as a table.
 */
export function orderConfirmationEmail(d: OrderConfirmationData): RenderedEmail {
  const reference = d.orderNumber;
  const a = d.address;
  const addressLines = [
    a.name,
    a.address1,
    a.address2,
    [a.city, a.region, a.zip].filter((part) => part && part.trim() !== '').join(', '),
    a.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  const startsAt = d.printingStartsAt ? formatDeadline(d.printingStartsAt, d.timeZone || 'UTC') : null;
  const printing: string[] = d.awaitingProof
    ? [
        PRINTING_START_TEXT.afterProofApproval,
        `${PRINTING_START_TEXT.cancelUntilProofApproved} To cancel, open your order with the button below and choose Cancel Order.`,
      ]
    : startsAt
      ? [
          PRINTING_START_TEXT.startsAt(startsAt),
          'To cancel, open your order with the button below and choose Cancel Order before printing starts: your payment is refunded in full.',
        ]
      : ['Your artwork is going to production now.'];
  const named = d.items.some((item) => item.nameOnPrint);
  const items: EmailBlock = {
    list: d.items.map((item) => ({
      text: `${item.quantity} x ${lineLabel(item)} - ${formatMoney(item.lineTotal)}`,
      details: item.nameOnPrint ? [`Name on the print: ${nameLine(item.nameOnPrint)}`] : [],
    })),
  };
  const totals: EmailBlock = {
    caption: 'Order Summary',
    table: [
      { label: 'Products', value: formatMoney(d.productCents) },
      ...(d.discount
        ? [{ label: `Discount (${d.discount.code})`, value: formatMoney(-d.discount.amountCents) }]
        : []),
      { label: 'Shipping & Handling', value: formatMoney(d.shippingCents) },
      { label: taxNameFor(d.countryCode), value: formatMoney(d.taxCents) },
      { label: 'Total', value: formatMoney(d.totalCents), strong: true },
      { label: 'Payment Status', value: 'Paid' },
    ],
  };
  return renderActionEmail({
    subject: `Your PetArt order ${reference} is confirmed`,
    heading: 'Your Order is On Its Way!',
    paragraphs: [
      `Hi ${d.customerName}, thank you for your order. We have received your payment.`,
      ...printing,
      `Order reference: ${reference}`,
      'Items:',
      items,
      ...(named && d.awaitingProof
        ? ['You can change a name on the print until you approve your proof, on your order page.']
        : named && startsAt
          ? ['You can change a name on the print until printing starts, on your order page.']
          : []),
      totals,
      `Shipping to: ${addressLines.join(', ')}`,
      `Shipping method: ${SHIPPING_METHOD_LABELS[d.shippingMethod ?? 'standard']}.`,
      `${estimatedDeliveryText(d.deliveryRange, d.separatePackagesNote)} We will email your tracking link as soon as your order ships.`,
    ],
    actionLabel: 'View Your Order',
    actionUrl: d.orderUrl,
    note: 'Keep this email for your records. Reply with your order reference if you need help.',
    supportEmail: d.supportEmail,
  });
}
