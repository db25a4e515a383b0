/**
 * The gift card code of the recipient's email link (`/app/create?giftCard=CODE`), kept for this tab until the
 * checkout applies it. sessionStorage: the code is a bearer secret, so it does not outlive the tab (nor reach
 * another person using the device later), and the journey to checkout stays in one tab.
 */
const KEY = 'giftCardCode';

export const rememberedGiftCard = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(code: string): void {
    try {
      window.sessionStorage.setItem(KEY, code);
    } catch {
      // Storage unavailable: the customer types the code at checkout.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

/** Keeps the `giftCard` parameter of a page address (its query string), if it holds one. */
export function rememberGiftCardOf(search: string): void {
  // As typed in the link: the page's entry keeps this before the app (and the domain code) is loaded; the checkout
  // normalises what it reads (src/lib/remembered-gift-card.ts).
  const code = new URLSearchParams(search).get('giftCard')?.trim();
  if (code) rememberedGiftCard.set(code);
}
