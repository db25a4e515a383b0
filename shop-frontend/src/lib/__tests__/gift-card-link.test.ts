import { afterEach, describe, expect, it } from 'vitest';
import { rememberGiftCardOf } from '../gift-card-link';
import { rememberedGiftCard } from '../remembered-gift-card';

describe("a gift card link's code, kept before the app runs", () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the link’s code as typed and the checkout reads it normalised', () => {
    rememberGiftCardOf('?giftCard=%20ab12-cd34%20ef56%20');
    expect(window.sessionStorage.getItem('giftCardCode')).toBe('ab12-cd34 ef56');
    expect(rememberedGiftCard.get()).toBe('AB12CD34EF56');
  });

  it('keeps nothing for an address without one, and leaves a kept code alone', () => {
    rememberGiftCardOf('?giftCard=KEEP1234');
    rememberGiftCardOf('?style=watercolor');
    rememberGiftCardOf('?giftCard=%20%20');
    expect(rememberedGiftCard.get()).toBe('KEEP1234');
    rememberedGiftCard.clear();
    expect(rememberedGiftCard.get()).toBeNull();
  });
});
