import { getPrintType } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';

/** What the gift recipient's shipped email shows: never a price, a total or the buyer's address. */
export interface GiftShippedEmailData {
  recipientName: string;
  /** The buyer's first name ("from Ada"); empty when the buyer's account had none. */
  senderName: string;
  /** The buyer's message, lines joined by "\n"; empty when there is none. */
  message: string;
  /** What is in the parcel: each line's print, size, quantity and name on the print. */
  items: { printType: string; printSize: string; quantity: number; nameOnPrint?: string | null }[];
  /** The parcels with carrier and tracking link (the first link is the button). */
  shipments: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }[];
  /** The public tracking page of the order (it shows no address or price). */
  trackUrl: string;
  supportEmail: string;
}

/** 'a canvas print, 20" x 30"' as the recipient reads a line. */
function printLabel(item: GiftShippedEmailData['items'][number]): string {
  const label = getPrintType(item.printType)?.label ?? item.printType;
  const size = `${item.printSize.replace('x', '" x ')}"`;
  const count = item.quantity > 1 ? `${item.quantity} x ` : '';
  return `${count}${label} pet portrait, ${size}`;
}

/**
 * The email a gift's recipient gets when the order ships (D-274): who it is from, the buyer's message (each of its
 * lines a paragraph, shown as text), what is on its way and how to follow it. No money of any kind is in it.
 */
export function giftShippedEmail(d: GiftShippedEmailData): RenderedEmail {
  const from = d.senderName.trim();
  const tracking = d.shipments.find((s) => s.trackingUrl)?.trackingUrl;
  const parcels = d.shipments.map((s) =>
    [s.carrier, s.trackingNumber ? `tracking number ${s.trackingNumber}` : undefined, s.trackingUrl]
      .filter(Boolean)
      .join(' - '),
  );
  const message = d.message.split('\n').filter((line) => line.trim() !== '');
  return renderActionEmail({
    subject: from ? `${from} sent you a gift from PetArt` : 'A gift from PetArt is on its way to you',
    heading: 'A gift is on its way to you!',
    paragraphs: [
      `Hi ${d.recipientName}, ${from ? `${from} has` : 'someone has'} ordered a custom pet portrait for you, and it has just shipped.`,
      ...(message.length > 0 ? [`A message from ${from || 'the sender'}:`, ...message] : []),
      'On its way:',
      {
        list: d.items.map((item) => ({
          text: printLabel(item),
          details: item.nameOnPrint ? [`Name on the print: ${item.nameOnPrint}`] : [],
        })),
      },
      ...(parcels.length > 0 ? [`Tracking: ${parcels.join('; ')}`] : []),
      ...(parcels.length > 1 ? ['It travels in separate packages.'] : []),
      `Follow the delivery on the tracking page: ${d.trackUrl}`,
    ],
    actionLabel: 'Track Your Gift',
    actionUrl: tracking ?? d.trackUrl,
    note: 'Tracking can take up to a day to show the first scan.',
    supportEmail: d.supportEmail,
  });
}
