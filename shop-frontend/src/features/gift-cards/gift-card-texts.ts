import { formatMoney } from '@petart/domain';

/** The gift card purchase page's words (ours: the spec does not name the feature). */
export const GIFT_CARD_TEXT = {
  navLabel: 'Gift Cards',
  pageTitle: 'Gift cards',
  pageIntro:
    'Give someone a pet portrait of their own. We email the code to them; it never expires and can be spent over several orders.',
  amount: 'Amount',
  customAmount: 'Other amount',
  customAmountLabel: 'Amount in dollars',
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's email",
  senderName: 'From (your name)',
  message: 'Message (optional)',
  messageMax: 500,
  messageTooLong: 'Keep the message to 500 characters.',
  recipientEmailInvalid: 'Enter the email address of the person receiving the card.',
  recipientNameMissing: "Enter the recipient's name.",
  amountInvalid: 'Enter an amount in dollars, such as 40 or 40.50.',
  pay: (cents: number) => `Pay ${formatMoney(cents)}`,
  paying: 'Processing...',
  startFailed: 'The gift card purchase could not be started. Please try again.',
  sentTitle: 'Thank you!',
  sent: (recipient: string) => `Your gift card is on its way to ${recipient}.`,
  sentDetail: (cents: number) =>
    `We are emailing a ${formatMoney(cents)} gift card with its code. It can take a few minutes to arrive.`,
  sentAfterRedirect: 'Your gift card is on its way.',
  sentAfterRedirectDetail:
    'We email the card and its code to the recipient as soon as your bank confirms the payment. It can take a few minutes to arrive.',
  redirectFailed:
    'Your payment did not go through, so no gift card was sent. Please try again or use another card.',
  buyAnother: 'Buy another gift card',
  startCreating: 'Create artwork',
} as const;
