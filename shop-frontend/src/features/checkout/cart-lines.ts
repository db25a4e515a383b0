import type { CartItemDto, GetCartApiResponse } from '../../api/enhanced-api';

/** One cart line as GET /api/cart returns it (generated from the backend's CartItemDto). */
export type CartLine = CartItemDto;

/** The lines of GET /api/cart. */
export function cartLines(data: GetCartApiResponse | undefined): CartLine[] {
  return data?.items ?? [];
}
