/**
 * Gift cards: the code's format, the amounts a card can be bought for, how much of an order a balance pays, and how a
 * refund splits between the card and the card payment. Pure rules; the backend keeps the balances (D-277).
 */
import { GIFT_CARD_LIMITS } from '../policies/limits';
import { formatMoney } from '../pricing/money';

/** 31 letters and digits without the look-alikes (0/O, 1/I/L): read aloud or copied by hand without mistakes. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a code: 16 from 31 symbols is more than 79 bits, far past guessing at a rate-limited form. */
export const GIFT_CARD_CODE_LENGTH = 16;
/** A normalised code: exactly {@link GIFT_CARD_CODE_LENGTH} characters of the alphabet. */
export const GIFT_CARD_CODE_PATTERN = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/**
 * A new code from random bytes (the caller's CSPRNG, at least 2 per character). Each character takes two bytes as a
 * 16-bit number modulo 31: the bias is below 1 in 2,000, negligible next to 79 bits.
 */
export function giftCardCodeFrom(random: Uint8Array): string {
  if (random.length < GIFT_CARD_CODE_LENGTH * 2) throw new Error('giftCardCodeFrom needs 32 random bytes');
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i += 1) {
    const n = ((random[2 * i] ?? 0) << 8) | (random[2 * i + 1] ?? 0);
    code += GIFT_CARD_ALPHABET[n % GIFT_CARD_ALPHABET.length];
  }
  return code;
}

/** What a customer typed, as stored: upper case, without the spaces and dashes of its groups. */
export function normalizeGiftCardCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when a normalised code has the shape of a card's code (checked before any lookup). */
export function isGiftCardCode(code: string): boolean {
  return GIFT_CARD_CODE_PATTERN.test(code);
}

/** A code as people read it: groups of four (ABCD-EFGH-JKMN-PQRS). */
export function formatGiftCardCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** The last four characters, all that staff and receipts show of a code. */
export function giftCardCodeEnd(code: string): string {
  return code.slice(-4);
}

/** Why an amount cannot be bought, in the customer's words; null when it can. */
export function giftCardAmountProblem(cents: number): string | null {
  if (!Number.isInteger(cents)) return 'Choose a gift card amount in whole cents.';
  if (cents < GIFT_CARD_LIMITS.minCents || cents > GIFT_CARD_LIMITS.maxCents) {
    return `A gift card can be from ${formatMoney(GIFT_CARD_LIMITS.minCents)} to ${formatMoney(GIFT_CARD_LIMITS.maxCents)}.`;
  }
  return null;
}

/** How much of an order's total a balance pays, and what is left for the card payment. Never below zero. */
export function giftCardCoverage(
  balanceCents: number,
  totalCents: number,
): { appliedCents: number; remainderCents: number } {
  const applied = Math.max(0, Math.min(Math.max(0, balanceCents), Math.max(0, totalCents)));
  return { appliedCents: applied, remainderCents: Math.max(0, totalCents - applied) };
}

/**
 * A refund of an order paid (partly) with a gift card goes back to the card first (D-278): the card gets up to what
 * it paid and has not had back yet, the card payment the rest. So a partial refund never sends card money to a bank
 * card, and the buyer's gift stays a gift.
 */
export function splitGiftCardRefund(p: {
  refundCents: number;
  cardPaidCents: number;
  cardRefundedCents: number;
}): { toCardCents: number; toPaymentCents: number } {
  const cardLeft = Math.max(0, p.cardPaidCents - p.cardRefundedCents);
  const toCard = Math.min(Math.max(0, p.refundCents), cardLeft);
  return { toCardCents: toCard, toPaymentCents: Math.max(0, p.refundCents - toCard) };
}

/** Why a code cannot pay, in the customer's words. */
export type GiftCardRefusal = 'unknown' | 'disabled' | 'empty';

export const GIFT_CARD_MESSAGES = {
  unknown: 'This gift card code is not valid. Check the code in your email and try again.',
  disabled: 'This gift card has been disabled. Please contact support if you think this is a mistake.',
  empty: 'This gift card has no balance left.',
  /** A concurrent checkout spent the balance this one counted on. */
  balanceUsed: (balanceCents: number): string =>
    `This gift card's balance has just been used. Its balance is now ${formatMoney(Math.max(0, balanceCents))}.`,
  tooManyAttempts: 'Too many gift card attempts. Please wait a few minutes and try again.',
} as const;

/** The refusal's message. */
export function giftCardRefusalMessage(reason: GiftCardRefusal): string {
  return GIFT_CARD_MESSAGES[reason];
}
