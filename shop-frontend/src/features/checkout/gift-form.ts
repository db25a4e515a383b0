import { normaliseGift, validateGift, type FieldErrors, type GiftField } from '@petart/domain';
import type { GiftDto } from '../../api/enhanced-api';
import type { PayBlocker } from './checkout-form';
import { GIFT_TEXT } from './checkout-texts';

/** "This is a gift" and its fields, as the checkout holds them (not saved on the device nor in the profile). */
export interface GiftValues {
  isGift: boolean;
  giftRecipientName: string;
  giftRecipientEmail: string;
  giftMessage: string;
}

export const NO_GIFT: GiftValues = {
  isGift: false,
  giftRecipientName: '',
  giftRecipientEmail: '',
  giftMessage: '',
};

/** The domain's gift rule (the API answers with the same words); nothing to check while the box is not ticked. */
export function giftErrors(values: GiftValues): FieldErrors<GiftField> {
  if (!values.isGift) return {};
  return validateGift({
    recipientName: values.giftRecipientName,
    recipientEmail: values.giftRecipientEmail,
    message: values.giftMessage,
  });
}

const REQUIRED: readonly GiftField[] = ['giftRecipientName', 'giftRecipientEmail'];
export const GIFT_FIELD_ORDER: readonly GiftField[] = [
  'giftRecipientName',
  'giftRecipientEmail',
  'giftMessage',
];

/** What of the gift keeps Pay Now disabled, in screen order (the hint under Pay Now names it). */
export function giftBlockers(values: GiftValues): PayBlocker[] {
  if (!values.isGift) return [];
  const errors = giftErrors(values);
  const blockers: PayBlocker[] = [];
  for (const field of GIFT_FIELD_ORDER) {
    const label = GIFT_TEXT.label[field].replace(' (optional)', '');
    if (REQUIRED.includes(field) && values[field].trim() === '')
      blockers.push({ field, label, kind: 'missing' });
    else if (errors[field]) blockers.push({ field, label, kind: 'invalid' });
  }
  return blockers;
}

/** The create-payment-intent's `gift`, normalised as the server stores it; undefined when it is no gift. */
export function toGiftDto(values: GiftValues): GiftDto | undefined {
  if (!values.isGift) return undefined;
  const gift = normaliseGift({
    recipientName: values.giftRecipientName,
    recipientEmail: values.giftRecipientEmail,
    message: values.giftMessage,
  });
  return gift.message ? gift : { recipientName: gift.recipientName, recipientEmail: gift.recipientEmail };
}

/** Characters of the message as the rule counts them (code points), for the field's counter. */
export function giftMessageLength(message: string): number {
  return [...message.normalize('NFC')].length;
}
