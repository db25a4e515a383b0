import { GiftCardPurchasePage } from '../../features/gift-cards/components/gift-card-purchase-page';

/** Lazy route module for /app/gift-cards. */
export function Component() {
  return <GiftCardPurchasePage />;
}
