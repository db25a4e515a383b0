import { useGetCartQuery } from '../../../api/enhanced-api';

/**
 * Item count for the sidebar's Cart link: the sum of quantities (product.md P13). Any failure simply hides the count.
 */
export function useCartCount(): number {
  const { data, isError } = useGetCartQuery();
  if (isError || !data) return 0;
  return data.items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
