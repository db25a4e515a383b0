/**
 * The print catalogue: types, sizes by orientation and tier, prices in integer cents, recommended flags and
 * Printify ids. Sizes and tiers come from product.md P11; per-size prices from product.md P11 (the checkout table), which the
 * tests cross-check against the tier table of product.md P11.
 */
import {
  CANVAS_PRINT_PROVIDER_ID,
  POSTER_PRINT_PROVIDER_ID,
  PRINTIFY_VARIANT_IDS,
  printifyBlueprintFor,
} from './printify-variants';
import { printTypeText } from './print-finish';
import type { Orientation, PrintSize, PrintType, PrintTypeId, SizeTier } from './print-catalogue.types';

export type {
  Orientation,
  PrintSize,
  PrintType,
  PrintTypeId,
  PrintifyVariantRef,
  SizeTier,
} from './print-catalogue.types';

/** All print type ids, in display order. */
export const PRINT_TYPE_IDS: readonly PrintTypeId[] = ['poster', 'canvas', 'framed'];

/** Size groups in display order (product.md P12, product type screen). */
export const SIZE_TIERS: readonly SizeTier[] = ['Small', 'Medium', 'Large', 'Max'];

/** Converts inches to whole centimetres (inches x 2.54, rounded; product.md P11). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * 2.54);
}

type SizeRow = readonly [value: string, tier: SizeTier, priceCents: number, recommended?: boolean];

function orientationOf(widthIn: number, heightIn: number): Orientation {
  if (widthIn === heightIn) return 'square';
  return widthIn > heightIn ? 'landscape' : 'portrait';
}

function buildSizes(type: PrintTypeId, rows: readonly SizeRow[]): PrintSize[] {
  const printProviderId = type === 'poster' ? POSTER_PRINT_PROVIDER_ID : CANVAS_PRINT_PROVIDER_ID;
  return rows.map(([value, description, priceCents, recommended = false]) => {
    const [w, h] = value.split('x').map(Number) as [number, number];
    const variantId = PRINTIFY_VARIANT_IDS[type][value];
    if (variantId === undefined) throw new Error(`Missing Printify variant for ${type} ${value}`);
    return {
      value,
      label: `${w}" x ${h}"`,
      widthIn: w,
      heightIn: h,
      widthCm: inchesToCm(w),
      heightCm: inchesToCm(h),
      description,
      orientation: orientationOf(w, h),
      priceCents,
      recommended,
      printify: { blueprintId: printifyBlueprintFor(type, value), printProviderId, variantId },
    };
  });
}

// Rows: portrait, then landscape, then square (product.md P11 "Sizes offered"); prices from product.md P11.
const POSTER_SIZES = buildSizes('poster', [
  ['8x12', 'Small', 2999],
  ['12x18', 'Medium', 3999, true],
  ['20x30', 'Large', 4999],
  ['24x36', 'Max', 5999],
  ['12x8', 'Small', 2999],
  ['18x12', 'Medium', 3999, true],
  ['30x20', 'Large', 4999],
  ['36x24', 'Max', 5999],
  ['14x14', 'Small', 2999],
  ['28x28', 'Large', 5999],
]);

const CANVAS_SIZES = buildSizes('canvas', [
  ['12x18', 'Small', 4999],
  ['20x30', 'Medium', 6999, true],
  ['32x48', 'Large', 15999],
  ['40x60', 'Max', 23999],
  ['18x12', 'Small', 4999],
  ['30x20', 'Medium', 6999, true],
  ['48x32', 'Large', 15999],
  ['60x40', 'Max', 23999],
  ['16x16', 'Small', 4999],
  ['20x20', 'Medium', 6999],
  ['30x30', 'Large', 12999],
  ['36x36', 'Max', 19999],
]);

// Framed has no recommended flag (product.md P11).
const FRAMED_SIZES = buildSizes('framed', [
  ['12x18', 'Small', 7999],
  ['20x30', 'Medium', 9999],
  ['32x48', 'Large', 18999],
  ['40x60', 'Max', 26999],
  ['18x12', 'Small', 7999],
  ['30x20', 'Medium', 9999],
  ['48x32', 'Large', 18999],
  ['60x40', 'Max', 26999],
  ['16x16', 'Small', 7999],
  ['20x20', 'Medium', 9999],
  ['30x30', 'Large', 15999],
  ['36x36', 'Max', 22999],
]);

/**
 * The full catalogue in display order. Framed canvas is listed but marked comingSoon (product.md P1). Description and
 * details come from ./print-finish.ts: the product text's finish/depth words only where the provider prints them.
 */
export const PRINT_TYPES: readonly PrintType[] = [
  {
    value: 'poster',
    label: 'Poster',
    ...printTypeText('poster'),
    basePriceCents: 2999,
    popular: false,
    comingSoon: false,
    sizes: POSTER_SIZES,
  },
  {
    value: 'canvas',
    label: 'Canvas',
    ...printTypeText('canvas'),
    basePriceCents: 4999,
    popular: true,
    comingSoon: false,
    sizes: CANVAS_SIZES,
  },
  {
    value: 'framed',
    label: 'Framed Canvas',
    ...printTypeText('framed'),
    basePriceCents: 7999,
    popular: false,
    comingSoon: true,
    sizes: FRAMED_SIZES,
  },
];

/** Label shown on disabled types (product.md P1). */
export const COMING_SOON_LABEL = 'Coming Soon';

/** Normalises user or stored input the way the app saves it: trimmed and lowercased (product.md P10). */
export function normalizePrintType(type: string): string {
  return type.trim().toLowerCase();
}

/** True when the string (after trim + lowercase) is one of the catalogue's type ids. */
export function isPrintTypeId(type: string): type is PrintTypeId {
  return (PRINT_TYPE_IDS as readonly string[]).includes(type);
}

/** Looks up a print type, tolerating case and surrounding spaces ('  Canvas ' finds canvas). */
export function getPrintType(type: string): PrintType | undefined {
  const key = normalizePrintType(type);
  return PRINT_TYPES.find((t) => t.value === key);
}

/**
 * Sizes for a type. An unknown type gets the poster list (product.md P10) so a screen never renders empty; callers that
 * must reject unknown types (checkout, cart) validate the type first.
 */
export function sizesForType(type: string): readonly PrintSize[] {
  return (getPrintType(type) ?? POSTER_TYPE).sizes;
}

/** Finds one size of one type; the size value is matched after trimming and lowercasing ('12X18' finds 12x18). */
export function findSize(type: string, size: string): PrintSize | undefined {
  const key = size.trim().toLowerCase();
  return getPrintType(type)?.sizes.find((s) => s.value === key);
}

/** Why a print type and size cannot be used. */
export type PrintOptionProblem = 'unknown_type' | 'coming_soon' | 'unknown_size';

/** A catalogue print option, or why it is not one (with the message the customer reads). */
export type PrintOptionLookup =
  | { ok: true; type: PrintType; size: PrintSize }
  | { ok: false; problem: PrintOptionProblem; message: string; type?: PrintType };

/**
 * "Find this print type and size or say why not": the one rule every caller uses (cart, mockups, pricing, checkout,
 * fulfilment, shipping). Case and spaces are tolerated. `orderable` (default true) also refuses coming-soon types.
 * The messages: 'Unknown print type: mug', 'Framed Canvas is coming soon and cannot be ordered yet',
 * 'Size 9x9 is not available for Poster'.
 */
export function lookupPrintOption(
  type: string,
  size: string,
  options: { orderable?: boolean } = {},
): PrintOptionLookup {
  const printType = getPrintType(type);
  if (!printType) {
    return { ok: false, problem: 'unknown_type', message: `Unknown print type: ${type.trim()}` };
  }
  if ((options.orderable ?? true) && printType.comingSoon) {
    return {
      ok: false,
      problem: 'coming_soon',
      message: `${printType.label} is coming soon and cannot be ordered yet`,
      type: printType,
    };
  }
  const printSize = findSize(printType.value, size);
  if (!printSize) {
    return {
      ok: false,
      problem: 'unknown_size',
      message: `Size ${size.trim()} is not available for ${printType.label}`,
      type: printType,
    };
  }
  return { ok: true, type: printType, size: printSize };
}

/** True when the size exists for this (known) type. */
export function isValidSize(type: string, size: string): boolean {
  return findSize(type, size) !== undefined;
}

/** Final fallback price when even the reference size is missing (product.md P10: 29.99). */
export const FALLBACK_PRICE_CENTS = 2999;

/**
 * Unit price in cents. Unknown size falls back to the price of 24x36 for posters, of 16x20 for other types, else
 * 29.99 (product.md P10). 16x20 is not in today's canvas/framed lists, so for them the rule ends at 29.99; we keep the rule
 * as written so that adding a 16x20 size later changes the fallback without code changes.
 */
export function priceCentsFor(type: string, size: string): number {
  const exact = findSize(type, size);
  if (exact) return exact.priceCents;
  const key = normalizePrintType(type);
  const reference = key === 'poster' ? findSize('poster', '24x36') : findSize(key, '16x20');
  return reference?.priceCents ?? FALLBACK_PRICE_CENTS;
}

/** Lowest size price of a type ('Starting at $' on the type cards); the base price when it has no sizes. */
export function startingPriceCents(type: string): number {
  const t = getPrintType(type);
  if (!t) return FALLBACK_PRICE_CENTS;
  return t.sizes.reduce((min, s) => Math.min(min, s.priceCents), t.basePriceCents);
}

const POSTER_TYPE = PRINT_TYPES[0] as PrintType;
