import { normalizeGiftCardCode } from '@petart/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

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

/** Keeps the `giftCard` query parameter of the current page (if any) for the checkout. */
export function useRememberGiftCardFromUrl(): void {
  const [params] = useSearchParams();
  const code = params.get('giftCard');
  useEffect(() => {
    const normalized = code ? normalizeGiftCardCode(code) : '';
    if (normalized) rememberedGiftCard.set(normalized);
  }, [code]);
}
