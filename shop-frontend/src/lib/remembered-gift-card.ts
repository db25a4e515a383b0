import { normalizeGiftCardCode } from '@petart/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberedGiftCard as stored, rememberGiftCardOf } from './gift-card-link';

/** The gift card code kept for this tab (see gift-card-link.ts), normalised as the checkout applies it. */
export const rememberedGiftCard = {
  get(): string | null {
    const code = stored.get();
    return code ? normalizeGiftCardCode(code) || null : null;
  },
  set: (code: string) => stored.set(code),
  clear: () => stored.clear(),
};

/**
 * Keeps the `giftCard` query parameter of the current page (if any) for the checkout. The entry (src/main.tsx) keeps
 * it too, before the app runs: a prerendered page can be left before the app has started on it.
 */
export function useRememberGiftCardFromUrl(): void {
  const { search } = useLocation();
  useEffect(() => rememberGiftCardOf(search), [search]);
}
