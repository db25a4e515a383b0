/** The three product types of product.md P1, P11. */
export type PrintTypeId = 'poster' | 'canvas' | 'framed';

/** Orientation of an image or a print size (product.md P13). */
export type Orientation = 'portrait' | 'landscape' | 'square';

/** Size group shown by the UI (product.md P11 "Sizes offered"). */
export type SizeTier = 'Small' | 'Medium' | 'Large' | 'Max';

/** The three ids Printify needs to identify one printable variant. */
export interface PrintifyVariantRef {
  blueprintId: number;
  printProviderId: number;
  variantId: number;
}

/** One orderable size of one print type. */
export interface PrintSize {
  /** 'WxH' in inches, width first, e.g. '12x18'. */
  value: string;
  /** Human label with inch marks, e.g. '12" x 18"'. */
  label: string;
  widthIn: number;
  heightIn: number;
  /** Inches x 2.54, rounded (product.md P11). */
  widthCm: number;
  heightCm: number;
  description: SizeTier;
  orientation: Orientation;
  /** Unit price in integer cents, from product.md P11 per-size table. */
  priceCents: number;
  recommended: boolean;
  printify: PrintifyVariantRef;
}

/** One product type with its sizes. */
export interface PrintType {
  value: PrintTypeId;
  label: string;
  description: string;
  details: string;
  basePriceCents: number;
  popular: boolean;
  comingSoon: boolean;
  sizes: readonly PrintSize[];
}
