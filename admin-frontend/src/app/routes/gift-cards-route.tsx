import { GiftCardsPage } from '../../features/gift-cards';

/** Lazy route module for the gift cards. */
export function Component() {
  return <GiftCardsPage />;
}
