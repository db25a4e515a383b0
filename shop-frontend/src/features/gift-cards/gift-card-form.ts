import { GIFT_CARD_LIMITS, giftCardAmountProblem, isValidEmail } from '@petart/domain';
import { GIFT_CARD_TEXT } from './gift-card-texts';

/** What the buyer fills in: a preset amount (cents) or 'custom' with the dollars typed. */
export interface GiftCardFormValues {
  preset: number | 'custom';
  customDollars: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export type GiftCardFormErrors = Partial<
  Record<'amount' | 'recipientName' | 'recipientEmail' | 'message', string>
>;

export const INITIAL_GIFT_CARD_FORM: GiftCardFormValues = {
  preset: GIFT_CARD_LIMITS.presetCents[1] ?? GIFT_CARD_LIMITS.minCents,
  customDollars: '',
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
};

/** The amount in cents, or null when the typed dollars are not an amount ("40", "40.5", "40.50"). */
export function giftCardAmountCents(values: GiftCardFormValues): number | null {
  if (values.preset !== 'custom') return values.preset;
  const typed = values.customDollars.trim().replace(/^\$/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(typed)) return null;
  return Math.round(Number(typed) * 100);
}

/** Each field's problem, with the domain's rules and words for the amount (the server checks the same). */
export function giftCardFormErrors(values: GiftCardFormValues): GiftCardFormErrors {
  const errors: GiftCardFormErrors = {};
  const cents = giftCardAmountCents(values);
  const amountProblem = cents === null ? GIFT_CARD_TEXT.amountInvalid : giftCardAmountProblem(cents);
  if (amountProblem) errors.amount = amountProblem;
  if (!values.recipientName.trim()) errors.recipientName = GIFT_CARD_TEXT.recipientNameMissing;
  if (!isValidEmail(values.recipientEmail.trim()))
    errors.recipientEmail = GIFT_CARD_TEXT.recipientEmailInvalid;
  if (values.message.length > GIFT_CARD_TEXT.messageMax) errors.message = GIFT_CARD_TEXT.messageTooLong;
  return errors;
}
