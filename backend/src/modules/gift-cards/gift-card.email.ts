import { formatGiftCardCode, formatMoney } from '@petart/domain';
import { renderActionEmail, type RenderedEmail } from '../mail';

/** The recipient's email: who it is from, the amount, the code in groups, and a link that starts the create journey. */
export function giftCardEmail(p: {
  code: string;
  amountCents: number;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  createUrl: string;
  supportEmail: string;
}): RenderedEmail {
  const from = p.senderName ? p.senderName : 'Someone';
  return renderActionEmail({
    subject: `${from} sent you a ${formatMoney(p.amountCents)} PetArt gift card`,
    heading: p.recipientName ? `A gift for you, ${p.recipientName}` : 'A gift for you',
    paragraphs: [
      `${from} sent you a PetArt gift card worth ${formatMoney(p.amountCents)}: turn a photo of your pet into a print.`,
      ...(p.message ? [`"${p.message}"`] : []),
      `Your gift card code: ${formatGiftCardCode(p.code)}`,
      'The button below starts your portrait with the code filled in for checkout. The card never expires, and whatever an order does not use stays on it.',
    ],
    actionLabel: 'Create Your Pet Portrait',
    actionUrl: p.createUrl,
    note: 'Keep this email: the code is the card. Anyone who has it can spend the balance.',
    supportEmail: p.supportEmail,
  });
}
