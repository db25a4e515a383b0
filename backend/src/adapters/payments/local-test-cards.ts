/**
 * Card checks of the local test gateway, modelled on Stripe's test mode: the number must pass Luhn, the expiry must
 * be a real month not in the past, the CVC 3 digits (4 for American Express), and a few of Stripe's test numbers
 * fail the way they fail at Stripe. Messages are Stripe's own wording.
 */
import type { TestCard, TestCardCheck } from '@petart/domain';

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined. Please use a different card.',
  insufficientFunds: 'Your card has insufficient funds. Please use a different card.',
  incorrectCvc: "Your card's security code is incorrect. Please check it or use a different card.",
  expiredCard: 'Your card has expired. Please use a different card.',
} as const;

/** Stripe test numbers that are declined, with their decline code and message. */
export const DECLINING_TEST_CARDS: Readonly<Record<string, { declineCode: string; message: string }>> = {
  '4000000000000002': { declineCode: 'generic_decline', message: CARD_MESSAGES.declined },
  '4000000000009995': { declineCode: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
  '4000000000000069': { declineCode: 'expired_card', message: CARD_MESSAGES.expiredCard },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc },
};

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Checks a card as the local gateway would charge it, at `now`. */
export function checkTestCard(card: TestCard, now: Date = new Date()): TestCardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { outcome: 'invalid', message: CARD_MESSAGES.invalidNumber, code: 'invalid_number' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { outcome: 'invalid', message: CARD_MESSAGES.invalidExpiryMonth, code: 'invalid_expiry_month' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) {
    return { outcome: 'invalid', message: CARD_MESSAGES.invalidExpiryYear, code: 'invalid_expiry_year' };
  }
  // A card is valid through the last day of its expiry month.
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < nowMonths) {
    return { outcome: 'invalid', message: CARD_MESSAGES.expired, code: 'expired_card' };
  }
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { outcome: 'invalid', message: CARD_MESSAGES.invalidCvc, code: 'invalid_cvc' };
  }
  const declining = DECLINING_TEST_CARDS[digits];
  if (declining) return { outcome: 'declined', ...declining };
  return { outcome: 'succeeded', last4: digits.slice(-4), brand };
}
