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
  /** Taken off the products by a discount code (0 without one); never more than productCents. */
  discountCents: number;
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

/**
 * Prices a cart: catalogue unit price x quantity per line, less the discount (capped at the products), plus the given
 * shipping and tax (which the caller computed on the discounted amount).
 */
export function priceCart(args: {
  /** optionCents: the per-unit price of the line's options (the name on the print), from configuration. */
  items: { printType: string; printSize: string; quantity: number; optionCents?: number }[];
  shippingCents: number;
  taxCents: number;
  discountCents?: number;
}): CartPrice {
  const lines = args.items.map((item) => {
    const quantity = normalizeQuantity(item.quantity);
    const unitCents =
      priceCentsFor(item.printType, item.printSize) + Math.max(0, Math.round(item.optionCents ?? 0));
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
  const discountCents = Math.min(productCents, Math.max(0, Math.round(args.discountCents ?? 0)));
  return {
    productCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: productCents - discountCents + shippingCents + taxCents,
    lines,
  };
}

/** Share of (total - tax) taken as shipping when an order's metadata lacks the split (product.md P11). */
export const SHIPPING_SHARE_WITHOUT_METADATA = 0.3;

/** Shipping when metadata lacks the split: 30% of (total - tax), rounded to the cent, never negative. */
export function shippingFromTotal(totalCents: number, taxCents: number): number {
  return Math.max(0, Math.round((totalCents - taxCents) * SHIPPING_SHARE_WITHOUT_METADATA));
}

/** Shipping on the confirmation screen: total - tax - (products - discount), minimum 0 (product.md P12). */
export function confirmationShippingCents(
  totalCents: number,
  taxCents: number,
  productCents: number,
  discountCents = 0,
): number {
  return Math.max(0, totalCents - taxCents - (productCents - discountCents));
}

/** The discount an order's metadata records: `metadata.discount`, or none. */
export function orderDiscountOf(
  metadata: object | null | undefined,
): { code: string; amountCents: number } | null {
  const d = (metadata as { discount?: { code?: unknown; amountCents?: unknown } } | null | undefined)
    ?.discount;
  if (!d || typeof d.code !== 'string' || typeof d.amountCents !== 'number') return null;
  return { code: d.code, amountCents: d.amountCents };
}

/** The order's discount as API fields (`discountCents`, `discountCode`), absent without one. */
export function orderDiscountFields(metadata: object | null | undefined): {
  discountCents?: number;
  discountCode?: string;
} {
  const discount = orderDiscountOf(metadata);
  return discount ? { discountCents: discount.amountCents, discountCode: discount.code } : {};
}

/**
 * Product/shipping split of a stored order: from metadata (productPrice, shippingCost in cents) when present, else
 * the 30% rule with products as the remainder.
 */
export function orderAmountSplit(order: {
  totalAmount: number;
  taxAmount?: number | null;
  metadata?: { productPrice?: number | null; shippingCost?: number | null; discount?: unknown } | null;
}): {
  productCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCents: number;
} {
  const taxCents = order.taxAmount ?? 0;
  const meta = order.metadata;
  if (meta && typeof meta.productPrice === 'number' && typeof meta.shippingCost === 'number') {
    return {
      productCents: meta.productPrice,
      discountCents: orderDiscountOf(meta)?.amountCents ?? 0,
      shippingCents: meta.shippingCost,
      taxCents,
      totalCents: order.totalAmount,
    };
  }
  const shippingCents = shippingFromTotal(order.totalAmount, taxCents);
  return {
    productCents: Math.max(0, order.totalAmount - taxCents - shippingCents),
    discountCents: 0,
    shippingCents,
    taxCents,
    totalCents: order.totalAmount,
  };
}
