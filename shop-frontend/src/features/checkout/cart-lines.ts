import type { GetCartApiResponse } from '../../api/enhanced-api';

/** One cart line as GET /api/cart returns it (backend CartItemDto). */
export interface CartLine {
  id: string | number;
  sessionId: string;
  printType: string;
  printSize: string;
  imageUrl: string;
  quantity: number;
  /** Unit price in dollars, from the catalogue. */
  unitPrice?: number;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (typeof v.id === 'string' || typeof v.id === 'number') &&
    typeof v.printType === 'string' &&
    typeof v.printSize === 'string' &&
    typeof v.quantity === 'number'
  );
}

/**
 * The lines of GET /api/cart (`{ items }`, or a bare array from older servers). The shared cart query is typed for
 * the sidebar count only, so each line is checked here rather than cast.
 */
export function cartLines(data: GetCartApiResponse | undefined): CartLine[] {
  if (!data) return [];
  const items: unknown[] = Array.isArray(data) ? data : Array.isArray(data.items) ? data.items : [];
  return items.filter(isCartLine).map((line) => ({
    ...line,
    sessionId: typeof line.sessionId === 'string' ? line.sessionId : '',
    imageUrl: typeof line.imageUrl === 'string' ? line.imageUrl : '',
  }));
}
