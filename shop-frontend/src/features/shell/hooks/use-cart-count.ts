import { useGetCartQuery, type GetCartApiResponse } from '../../../api/enhanced-api';

function items(data: GetCartApiResponse | undefined) {
  if (!data) return [];
  return Array.isArray(data) ? data : Array.isArray(data.items) ? data.items : [];
}

/**
 * Item count for the sidebar's Cart link: the sum of quantities (spec 2 §3). Any failure (the cart endpoint ships
 * with the commerce issue; until then it answers 404) simply hides the count.
 */
export function useCartCount(): number {
  const { data, isError } = useGetCartQuery();
  if (isError) return 0;
  return items(data).reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
