/**
 * Cart and order amounts in integer cents. Product prices always come from the catalogue (never from the client);
 * shipping and tax are quoted by ports and passed in, so this stays pure.
 */
import { priceCentsFor } from '../catalogue/print-catalogue';

/** One cart line as priced. */
export interface PricedLine {
  printType: string;
  printSize: string;
  quantity: number;
  unitCents: number;
  lineCents: number;
}

/** Totals of a cart. */
export interface CartPrice {
  productCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  lines: PricedLine[];
}

/** Quantities below 1 (or not whole) are treated as 1 / rounded down, matching the cart's minimum of 1 (product.md P11). */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

/** Prices a cart: catalogue unit price x quantity per line, plus the given shipping and tax. */
export function priceCart(args: {
  items: { printType: string; printSize: string; quantity: number }[];
  shippingCents: number;
  taxCents: number;
}): CartPrice {
  const lines = args.items.map((item) => {
    const quantity = normalizeQuantity(item.quantity);
    const unitCents = priceCentsFor(item.printType, item.printSize);
    return {
      printType: item.printType,
      printSize: item.printSize,
      quantity,
      unitCents,
      lineCents: unitCents * quantity,
    };
  });
  const productCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
  const shippingCents = Math.max(0, Math.round(args.shippingCents));
  const taxCents = Math.max(0, Math.round(args.taxCents));
  return {
    productCents,
    shippingCents,
    taxCents,
    totalCents: productCents + shippingCents + taxCents,
    lines,
  };
}

/** Share of (total - tax) taken as shipping when an order's metadata lacks the split (product.md P11). */
export const SHIPPING_SHARE_WITHOUT_METADATA = 0.3;

/** Shipping when metadata lacks the split: 30% of (total - tax), rounded to the cent, never negative. */
export function shippingFromTotal(totalCents: number, taxCents: number): number {
  return Math.max(0, Math.round((totalCents - taxCents) * SHIPPING_SHARE_WITHOUT_METADATA));
}

/** Shipping on the confirmation screen: total - tax - products, minimum 0 (product.md P12). */
export function confirmationShippingCents(
  totalCents: number,
  taxCents: number,
  productCents: number,
): number {
  return Math.max(0, totalCents - taxCents - productCents);
}

/**
 * Product/shipping split of a stored order: from metadata (productPrice, shippingCost in cents) when present, else
 * the 30% rule with products as the remainder.
 */
export function orderAmountSplit(order: {
  totalAmount: number;
  taxAmount?: number | null;
  metadata?: { productPrice?: number | null; shippingCost?: number | null } | null;
}): { productCents: number; shippingCents: number; taxCents: number; totalCents: number } {
  const taxCents = order.taxAmount ?? 0;
  const meta = order.metadata;
  if (meta && typeof meta.productPrice === 'number' && typeof meta.shippingCost === 'number') {
    return {
      productCents: meta.productPrice,
      shippingCents: meta.shippingCost,
      taxCents,
      totalCents: order.totalAmount,
    };
  }
  const shippingCents = shippingFromTotal(order.totalAmount, taxCents);
  return {
    productCents: Math.max(0, order.totalAmount - taxCents - shippingCents),
    shippingCents,
    taxCents,
    totalCents: order.totalAmount,
  };
}
