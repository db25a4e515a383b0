import { describe, expect, it } from 'vitest';
import { GIFT_CARD_LIMITS } from '../policies/limits';
import {
  formatGiftCardCode,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_MESSAGES,
  giftCardAmountProblem,
  giftCardCodeEnd,
  giftCardCodeFrom,
  giftCardCoverage,
  isGiftCardCode,
  normalizeGiftCardCode,
  splitGiftCardRefund,
} from './gift-cards';

const bytes = (fill: (i: number) => number) => Uint8Array.from({ length: 32 }, (_, i) => fill(i));

describe('gift card codes', () => {
  it('makes 16 characters of the alphabet without look-alikes from random bytes', () => {
    const code = giftCardCodeFrom(bytes((i) => (i * 37 + 11) % 256));
    expect(code).toHaveLength(16);
    expect(isGiftCardCode(code)).toBe(true);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[01OIL]/);
    expect(giftCardCodeFrom(bytes(() => 0))).toBe('AAAAAAAAAAAAAAAA');
    // 0x001e = 30: the alphabet's last symbol.
    expect(giftCardCodeFrom(bytes((i) => (i % 2 ? 30 : 0)))).toBe('9999999999999999');
  });

  it('refuses too few random bytes', () => {
    expect(() => giftCardCodeFrom(new Uint8Array(16))).toThrow(/32 random bytes/);
  });

  it('reads a typed code in any case, with or without its groups, and shows it in groups of four', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(giftCardCodeEnd('ABCDEFGHJKMNPQRS')).toBe('PQRS');
    expect(isGiftCardCode('ABCDEFGHJKMNPQR')).toBe(false);
    expect(isGiftCardCode('ABCDEFGHJKMNPQR0')).toBe(false);
    expect(isGiftCardCode("ABCDEFGHJKMNPQR'")).toBe(false);
  });
});

describe('gift card amounts', () => {
  it('offers preset amounts inside the custom range', () => {
    for (const cents of GIFT_CARD_LIMITS.presetCents) expect(giftCardAmountProblem(cents)).toBeNull();
  });

  it('refuses amounts outside $10-$500 or in fractions of a cent', () => {
    expect(giftCardAmountProblem(999)).toBe('A gift card can be from $10.00 to $500.00.');
    expect(giftCardAmountProblem(50001)).toBe('A gift card can be from $10.00 to $500.00.');
    expect(giftCardAmountProblem(1000)).toBeNull();
    expect(giftCardAmountProblem(50000)).toBeNull();
    expect(giftCardAmountProblem(1234.5)).toBe('Choose a gift card amount in whole cents.');
  });
});

describe('what a balance pays', () => {
  it('pays the whole total when the balance covers it, and leaves the rest on the card', () => {
    expect(giftCardCoverage(5000, 3200)).toEqual({ appliedCents: 3200, remainderCents: 0 });
  });

  it('pays part of a larger total, leaving the remainder for the card payment', () => {
    expect(giftCardCoverage(2500, 4199)).toEqual({ appliedCents: 2500, remainderCents: 1699 });
  });

  it('never goes below zero', () => {
    expect(giftCardCoverage(-100, 4000)).toEqual({ appliedCents: 0, remainderCents: 4000 });
    expect(giftCardCoverage(0, 4000)).toEqual({ appliedCents: 0, remainderCents: 4000 });
  });
});

describe('refund split', () => {
  it('returns to the card first, up to what the card paid', () => {
    expect(splitGiftCardRefund({ refundCents: 1000, cardPaidCents: 2500, cardRefundedCents: 0 })).toEqual({
      toCardCents: 1000,
      toPaymentCents: 0,
    });
    expect(splitGiftCardRefund({ refundCents: 4000, cardPaidCents: 2500, cardRefundedCents: 0 })).toEqual({
      toCardCents: 2500,
      toPaymentCents: 1500,
    });
  });

  it('sends the rest to the card payment once the card has had its part back', () => {
    expect(splitGiftCardRefund({ refundCents: 800, cardPaidCents: 2500, cardRefundedCents: 2000 })).toEqual({
      toCardCents: 500,
      toPaymentCents: 300,
    });
    expect(splitGiftCardRefund({ refundCents: 800, cardPaidCents: 0, cardRefundedCents: 0 })).toEqual({
      toCardCents: 0,
      toPaymentCents: 800,
    });
  });
});

describe('messages', () => {
  it('tells a checkout that lost the race what the balance is now', () => {
    expect(GIFT_CARD_MESSAGES.balanceUsed(1250)).toBe(
      "This gift card's balance has just been used. Its balance is now $12.50.",
    );
    expect(GIFT_CARD_MESSAGES.balanceUsed(-5)).toBe(
      "This gift card's balance has just been used. Its balance is now $0.00.",
    );
  });
});
