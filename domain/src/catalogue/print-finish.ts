/**
 * What the product text promises about each print type's finish or depth, which provider variants keep that promise,
 * and the words customers read: ONE place (docs/decisions.md "What is printed is what is described").
 *
 * Printify names a variant's finish or depth only in its title (vendors.md §1.3: posters `12″ x 18″ / Matte`, framed
 * `12″ x 18″ (Vertical) / Black / 1.25"`). Resolution ranks the titles of a size: the promised finish or depth first,
 * then what else the provider makes; the Variant Verifier flags a size whose resolved variant does not keep the promise.
 */
import type { ProviderVariant } from '../ports/fulfilment-provider.port';
import type { PrintTypeId } from './print-catalogue.types';
import { samePrintifyTitle } from './printify-variants';

export interface PrintFinish {
  /** What the title's last part names. */
  attribute: 'finish' | 'depth';
  /** Title parts that keep the product text's promise, best first. */
  promised: readonly string[];
  /** Title parts the provider makes otherwise (a fallback: printed, but flagged for staff). */
  fallbacks: readonly string[];
  /** The promise in the product text's words (what staff see next to what will be printed). */
  promise: string;
  /**
   * True when the provider's catalog, as research and the Variant Verifier found it, offers the promised variant for
   * every size: only then do customers read the product text's finish/depth words (else the neutral text below).
   */
  deliverable: boolean;
  /** The product documents' wording (docs/product.md P11). */
  specText: { description: string; details: string };
  /** The same without the finish/depth words, for when the promise cannot be kept. */
  neutralText: { description: string; details: string };
}

/**
 * Per print type. Posters: blueprints 282/284 at Sensaria list only `/ Matte` (vendors.md §1.3), so the satin,
 * semi-gloss promise is not deliverable. Canvas: blueprint 937 is the 0.75 in wrap. Framed: every 944 title found says
 * 1.25 in (vendors.md §1.3), so the 0.75 in frame is not deliverable.
 */
export const PRINT_FINISHES: Readonly<Record<PrintTypeId, PrintFinish>> = {
  poster: {
    attribute: 'finish',
    promised: ['Satin', 'Semi-Glossy', 'Semi Glossy'],
    fallbacks: ['Matte'],
    promise: 'satin, semi-gloss finish',
    deliverable: false,
    specText: {
      description: 'high-quality satin posters perfect for any room',
      details: 'Printed on premium photo paper with a semi-gloss finish and archival inks rated 100+ years.',
    },
    neutralText: {
      description: 'high-quality posters perfect for any room',
      details: 'Printed on premium paper with archival inks rated 100+ years.',
    },
  },
  canvas: {
    attribute: 'depth',
    promised: ["0.75''"],
    fallbacks: ['1.25"'],
    promise: '0.75 inch deep gallery-wrapped edges',
    deliverable: true,
    specText: {
      description: 'premium stretched canvas with professional finish',
      details: 'Stretched canvas with 0.75 inch deep gallery-wrapped edges.',
    },
    neutralText: {
      description: 'premium stretched canvas with professional finish',
      details: 'Stretched canvas with gallery-wrapped edges.',
    },
  },
  framed: {
    attribute: 'depth',
    promised: ['0.75"'],
    fallbacks: ['1.25"'],
    promise: '0.75 inch black wooden frame',
    deliverable: false,
    specText: {
      description: 'canvas with elegant frame, ready to hang',
      details: 'Gallery canvas in a 0.75 inch black wooden frame, ready to hang.',
    },
    neutralText: {
      description: 'canvas with elegant frame, ready to hang',
      details: 'Gallery canvas in a black frame, ready to hang.',
    },
  },
};

/** The description and details customers read: the product text's words only where the promise is deliverable. */
export function printTypeText(type: PrintTypeId): { description: string; details: string } {
  const finish = PRINT_FINISHES[type];
  return finish.deliverable ? finish.specText : finish.neutralText;
}

/** Printify's title for one size with one finish/depth part (the shapes of vendors.md §1.3). */
export function printifyTitleWith(type: PrintTypeId, size: string, part: string): string {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const dims = `${w}″ x ${h}″`;
  const orientation = w === h ? '' : w > h ? ' (Horizontal)' : ' (Vertical)';
  if (type === 'poster') return `${dims} / ${part}`;
  if (type === 'canvas') return `${dims}${orientation} / ${part}`;
  return `${dims}${orientation} / Black / ${part}`;
}

/** The titles a size may be printed as, best first: the promised finish/depth, then the fallbacks. */
export function rankedPrintifyTitles(type: PrintTypeId, size: string): string[] {
  const { promised, fallbacks } = PRINT_FINISHES[type];
  return [...promised, ...fallbacks].map((part) => printifyTitleWith(type, size, part));
}

/** The variant a size is printed as, and whether it keeps the product text's promise. */
export interface ResolvedPrintVariant {
  variant: ProviderVariant;
  /** The title's finish/depth part as the provider writes it (e.g. `Matte`, `1.25"`). */
  printed: string;
  keepsPromise: boolean;
}

/**
 * The available variant to print a size as: the best-ranked title ({@link rankedPrintifyTitles}) that the provider
 * lists as available; among variants of that title, the configured id. Undefined when no ranked title is available.
 */
export function resolvePrintVariant(
  type: PrintTypeId,
  size: string,
  variants: readonly ProviderVariant[],
  configuredId = 0,
): ResolvedPrintVariant | undefined {
  const titles = rankedPrintifyTitles(type, size);
  const promisedCount = PRINT_FINISHES[type].promised.length;
  for (const [rank, title] of titles.entries()) {
    const matching = variants.filter((v) => v.isAvailable && samePrintifyTitle(v.title, title));
    const variant = matching.find((v) => v.id === configuredId && configuredId !== 0) ?? matching[0];
    if (variant) {
      const printed = variant.title.split('/').at(-1)?.trim() ?? '';
      return { variant, printed, keepsPromise: rank < promisedCount };
    }
  }
  return undefined;
}
