import { CreatePage } from '../../features/create/components/create-page';
import { useRememberGiftCardFromUrl } from '../../lib/remembered-gift-card';

/** Lazy route module for /app/create (the gift card email's link adds `?giftCard=CODE`, kept for checkout). */
export function Component() {
  useRememberGiftCardFromUrl();
  return <CreatePage />;
}
