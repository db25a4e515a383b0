import { DiscountsPage } from '../../features/discounts';

/** Lazy route module for the discount codes (issue 26). */
export function Component() {
  return <DiscountsPage />;
}
