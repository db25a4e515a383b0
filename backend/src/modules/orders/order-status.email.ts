import { formatMoney, type FulfilmentEmailKind } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';
import { estimatedDeliveryText } from './order-confirmation.email';
import type { UnkeptPaymentReason } from './order.entity';

/** What a status email shows. */
export interface OrderStatusEmailData {
  kind: FulfilmentEmailKind;
  /** The order number people read aloud (PA-7K3M9X): the email's order reference. */
  orderNumber: string;
  customerName: string;
  orderUrl: string;
  supportEmail: string;
  /** Shipped: the parcels with carrier and tracking link (first one is the button). */
  shipments?: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }[];
  deliveryRange?: string;
  /** The order page's note under the range when the lines come from different production partners. */
  separatePackagesNote?: string;
  /** The public tracking page (/track/{orderHash}) the shipped email links to, to share with a gift's recipient. */
  trackUrl?: string;
  /** Delivered: where the digital file can be downloaded (the confirmation page) and until when. */
  download?: { url: string; until: string };
  /** Cancelled: the refund recorded for the order (cents), when it had been paid; never a refund not yet made. */
  refund?: { cents: number; inFull: boolean };
  /** Cancelled because a payment that went through could not be kept (D-206): the email says why. */
  notKept?: UnkeptPaymentReason;
}

/** Why the shop did not keep a payment, in the customer's words. */
function notKeptParagraph(reason: UnkeptPaymentReason): string {
  const why =
    reason === 'expired'
      ? 'this checkout had expired before your payment reached us'
      : reason === 'discount_first_order_only'
        ? 'its discount code is for a first order only, and another of your orders was paid first'
        : reason === 'discount_already_used'
          ? 'its discount code can be used once per customer, and you had just used it on another order'
          : 'its discount code had been used up by the time your payment went through';
  return `We could not keep this payment: ${why}. To order again, go back to your cart and check out once more.`;
}

/** The status emails of the fulfilment lifecycle (in production, shipped, delivered, cancelled), HTML + text. */
export function orderStatusEmail(d: OrderStatusEmailData): RenderedEmail {
  const reference = d.orderNumber;
  const hello = `Hi ${d.customerName},`;
  const common = { supportEmail: d.supportEmail };
  switch (d.kind) {
    case 'processing':
      return renderActionEmail({
        ...common,
        subject: `Your PetArt order ${reference} is in production`,
        heading: 'Your artwork is being printed',
        paragraphs: [
          `${hello} good news: your order ${reference} is now in production at our print partner.`,
          `${estimatedDeliveryText(d.deliveryRange, d.separatePackagesNote)} We will email your tracking link as soon as it ships.`,
        ],
        actionLabel: 'View Your Order',
        actionUrl: d.orderUrl,
        note: 'The order can no longer be changed or cancelled now that it is being printed.',
      });
    case 'shipped': {
      const parcels = (d.shipments ?? []).map((s) =>
        [s.carrier, s.trackingNumber ? `tracking number ${s.trackingNumber}` : undefined, s.trackingUrl]
          .filter(Boolean)
          .join(' - '),
      );
      const tracking = d.shipments?.find((s) => s.trackingUrl)?.trackingUrl;
      return renderActionEmail({
        ...common,
        subject: `Your PetArt order ${reference} has shipped`,
        heading: 'Your order is on its way!',
        paragraphs: [
          `${hello} your order ${reference} has shipped.`,
          ...(parcels.length > 0 ? [`Tracking: ${parcels.join('; ')}`] : []),
          ...(parcels.length > 1 ? ['Your items travel in separate packages.'] : []),
          ...(d.trackUrl
            ? [
                `Follow it, or share the tracking page with the recipient of a gift (it shows no address or price): ${d.trackUrl}`,
              ]
            : []),
        ],
        actionLabel: tracking ? 'Track Your Package' : 'View Your Order',
        actionUrl: tracking ?? d.orderUrl,
        note: 'Tracking can take up to a day to show the first scan.',
      });
    }
    case 'delivered':
      return renderActionEmail({
        ...common,
        subject: `Your PetArt order ${reference} has been delivered`,
        heading: 'Delivered!',
        paragraphs: [
          `${hello} your order ${reference} has been delivered. We hope you love your portrait.`,
          'If anything arrived damaged or not as expected, reply to this email with a photo and we will make it right.',
          ...(d.download
            ? [
                `Your full-resolution digital file is ready to download from your order page (${d.download.url}) until ${d.download.until}: digital files must be downloaded within 30 days.`,
              ]
            : []),
        ],
        actionLabel: 'Create Another Artwork',
        actionUrl: d.orderUrl.replace(/\/app\/order-confirmation\/.*$/, '/app/create'),
        note: 'Thank you for ordering from PetArt.',
      });
    case 'cancelled':
      return renderActionEmail({
        ...common,
        subject: `Your PetArt order ${reference} has been cancelled`,
        heading: 'Your order has been cancelled',
        paragraphs: [
          `${hello} your order ${reference} has been cancelled before production.`,
          ...(d.notKept ? [notKeptParagraph(d.notKept)] : []),
          ...(d.refund
            ? [
                `${d.refund.inFull ? `Your payment of ${formatMoney(d.refund.cents)} is refunded in full` : `${formatMoney(d.refund.cents)} of your payment is refunded`} to your card. Approved refunds take 5-10 business days to appear on your statement.`,
              ]
            : []),
          'If you did not ask for this, or have questions about your refund, reply to this email.',
        ],
        actionLabel: 'View Your Order',
        actionUrl: d.orderUrl,
        note: 'Nothing will be printed or shipped for this order.',
      });
  }
}
