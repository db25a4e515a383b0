import { GIFT_MESSAGES, type FieldErrors, type GiftField } from '@petart/domain';
import { useState } from 'react';
import { giftBlockers, giftErrors, NO_GIFT, toGiftDto, type GiftValues } from '../gift-form';

/** Messages shown while typing: a limit passed or a character refused is said at once, the rest once left. */
const AT_ONCE: ReadonlySet<string> = new Set([
  GIFT_MESSAGES.recipientNameTooLong,
  GIFT_MESSAGES.recipientNameNotPrintable,
  GIFT_MESSAGES.messageTooLong,
  GIFT_MESSAGES.messageTooManyLines,
  GIFT_MESSAGES.messageNotPrintable,
]);

/**
 * The checkout's gift: "This is a gift" and the recipient's name, email and message, checked by the domain's gift
 * rule. Kept in the page only: a gift is for this order, never saved to the device or the buyer's profile.
 */
export function useGiftForm() {
  const [values, setValues] = useState<GiftValues>(NO_GIFT);
  const [touched, setTouched] = useState<Partial<Record<GiftField, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const errors = giftErrors(values);
  const visibleErrors: FieldErrors<GiftField> = {};
  for (const [field, message] of Object.entries(errors) as [GiftField, string | undefined][]) {
    if (showAll || touched[field] || AT_ONCE.has(message ?? '')) visibleErrors[field] = message;
  }
  return {
    values,
    visibleErrors,
    blockers: giftBlockers(values),
    /** The create-payment-intent's `gift` (undefined when the box is not ticked). */
    gift: toGiftDto(values),
    setIsGift: (isGift: boolean) => setValues((previous) => ({ ...previous, isGift })),
    setField: (field: GiftField, value: string) => setValues((previous) => ({ ...previous, [field]: value })),
    touch: (field: GiftField) => setTouched((previous) => ({ ...previous, [field]: true })),
    showAllErrors: () => setShowAll(true),
  };
}
