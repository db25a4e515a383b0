import { DiscountsPage } from '../../features/discounts';

/** Lazy route module for the discount codes. */
export function Component() {
  return <DiscountsPage />;
}
