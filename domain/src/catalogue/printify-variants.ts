/**
 * Printify blueprint / print-provider / variant ids for every catalogue size, in ONE table so that an operator can
 * correct them without touching the catalogue logic (the admin "Variant Verifier" compares them with the live API).
 *
 * Sources: docs/vendors.md §1 (public integrations; nothing was checked against the live API from
 * this environment). Provider ids from product.md P11: Jondo (105) makes canvases and framed canvases, Sensaria (2)
 * posters. Blueprints (vendors.md §1.2): posters 282 "Matte Vertical Posters" (portrait and square) and 284 "Matte
 * Horizontal Posters" (landscape); canvas 937 "Matte Canvas, Stretched, 0.75"" (the 0.75 in depth the product
 * promises); framed 944 "Matte Canvas, Framed Multi-color" (Black; every variant seen is 1.25" deep).
 *
 * A variant id of 0 means "no id confirmed by research": the Printify adapter finds the variant on Printify's catalog
 * by its exact title ({@link printifyVariantTitle}) and checks `is_available` before use; an order line whose variant
 * cannot be confirmed is never sent (UnconfirmedVariantError). Ids that ARE given are still checked at run time
 * (same id, same title, available) before an order is sent.
 */
import type { Orientation, PrintTypeId } from './print-catalogue.types';

/** Print provider that makes canvases and framed canvases (product.md P11); also the default for unknown types. */
export const CANVAS_PRINT_PROVIDER_ID = 105 as const;
/** Print provider that makes posters (product.md P11). */
export const POSTER_PRINT_PROVIDER_ID = 2 as const;

/** Blueprint per print type and orientation (vendors.md §1.2; square posters are on the vertical blueprint 282). */
export const PRINTIFY_BLUEPRINTS: Readonly<Record<PrintTypeId, Readonly<Record<Orientation, number>>>> = {
  poster: { portrait: 282, square: 282, landscape: 284 },
  canvas: { portrait: 937, square: 937, landscape: 937 },
  framed: { portrait: 944, square: 944, landscape: 944 },
};

/** Blueprint of one type and size ('WxH' inches). */
export function printifyBlueprintFor(type: PrintTypeId, size: string): number {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const orientation: Orientation = w === h ? 'square' : w > h ? 'landscape' : 'portrait';
  return PRINTIFY_BLUEPRINTS[type][orientation];
}

/**
 * Variant id per print type and size value ('WxH' inches); 0 = none confirmed (resolved by title at run time).
 * Each non-zero id names its source (vendors.md §1.3 row).
 */
export const PRINTIFY_VARIANT_IDS: Readonly<Record<PrintTypeId, Readonly<Record<string, number>>>> = {
  poster: {
    '8x12': 0, // not found (vendors.md §1.3)
    '12x18': 43138, // 282 / provider 2, `12″ x 18″ / Matte` (vendors.md §1.3 Posters)
    '20x30': 43147, // 282, `20″ x 30″ / Matte`, seen with provider 99 only: provider 2 unconfirmed, checked at run time
    '24x36': 43150, // 282 / provider 2, `24″ x 36″ / Matte` (vendors.md §1.3 Posters)
    '12x8': 0, // not found
    '18x12': 43166, // 284 / provider 2, `18″ x 12″ / Matte` (vendors.md §1.3 Posters)
    '30x20': 43175, // 284, `30″ x 20″ / Matte`, seen with provider 99 only: provider 2 unconfirmed, checked at run time
    '36x24': 43178, // 284 / provider 2, `36″ x 24″ / Matte` (vendors.md §1.3 Posters)
    '14x14': 0, // not found
    '28x28': 0, // not found
  },
  // 937/105 (0.75"): none of our sizes has a confirmed id (vendors.md §1.3 Canvas, §6).
  canvas: {
    '12x18': 0,
    '20x30': 0,
    '32x48': 0,
    '40x60': 0,
    '18x12': 0,
    '30x20': 0,
    '48x32': 0,
    '60x40': 0,
    '16x16': 0,
    '20x20': 0,
    '30x30': 0,
    '36x36': 0,
  },
  framed: {
    '12x18': 111829, // 944 / 105, `12″ × 18″ (Vertical) / Black / 1.25"` (vendors.md §1.3 Framed, pawpop-website)
    '20x30': 88295, // 944 / 105, `20″ × 30″ (Vertical) / Black / 1.25"` (vendors.md §1.3 Framed, pawpop-website)
    '32x48': 0, // not found
    '40x60': 0, // not found
    '18x12': 0, // not found
    '30x20': 0, // not found
    '48x32': 0, // not found
    '60x40': 0, // not found
    '16x16': 111892, // 944 / 105, `16" x 16" / Black / 1.25"` (vendors.md §1.3 Framed)
    '20x20': 111893, // 944 / 105 (vendors.md §1.3 Framed)
    '30x30': 0, // not found
    '36x36': 0, // not found
  },
};

/**
 * Ids that research found, but not for our print provider: used, yet listed among the unconfirmed at start-up until
 * the live catalog confirms them.
 */
const CANDIDATE_IDS: ReadonlySet<number> = new Set([43147, 43175]);

/** True when research confirmed the id of this type and size for our blueprint and print provider. */
export function isPrintifyVariantConfirmed(type: PrintTypeId, size: string): boolean {
  const id = PRINTIFY_VARIANT_IDS[type][size] ?? 0;
  return id !== 0 && !CANDIDATE_IDS.has(id);
}

/** Every catalogue (type, size) whose variant id research did not confirm (the start-up warning list). */
export function unconfirmedPrintifyVariants(): { printType: PrintTypeId; size: string; variantId: number }[] {
  const out: { printType: PrintTypeId; size: string; variantId: number }[] = [];
  for (const [type, sizes] of Object.entries(PRINTIFY_VARIANT_IDS) as [
    PrintTypeId,
    Record<string, number>,
  ][]) {
    for (const [size, variantId] of Object.entries(sizes)) {
      if (!isPrintifyVariantConfirmed(type, size)) out.push({ printType: type, size, variantId });
    }
  }
  return out;
}

/**
 * The exact title Printify's catalog gives the variant (vendors.md §1.3-1.5): posters `12″ x 18″ / Matte`; canvas
 * (937) `12″ x 18″ (Vertical) / 0.75''`, `(Horizontal)` for landscape, no orientation for squares; framed (944)
 * `12″ x 18″ (Vertical) / Black / 1.25"`. Compare with {@link samePrintifyTitle}: sources write the inch mark and
 * the times sign in several ways.
 */
export function printifyVariantTitle(type: PrintTypeId, size: string): string {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const dims = `${w}″ x ${h}″`;
  const orientation = w === h ? '' : w > h ? ' (Horizontal)' : ' (Vertical)';
  if (type === 'poster') return `${dims} / Matte`;
  if (type === 'canvas') return `${dims}${orientation} / 0.75''`;
  return `${dims}${orientation} / Black / 1.25"`;
}

/** Title in a canonical form: one inch mark ("), `x` for ×, single spaces, lower case. */
export function normalizePrintifyTitle(title: string): string {
  return title
    .replace(/''|[″”“′"]/g, '"')
    .replace(/\s*[×x]\s*/gi, ' x ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** True when two catalog titles are the same once inch marks, × and spacing are normalised. */
export function samePrintifyTitle(a: string, b: string): boolean {
  return normalizePrintifyTitle(a) === normalizePrintifyTitle(b);
}
