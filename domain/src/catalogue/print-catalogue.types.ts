/** The three product types of spec 1 §1 / §9. */
export type PrintTypeId = 'poster' | 'canvas' | 'framed';

/** Orientation of an image or a print size (spec 1 §3). */
export type Orientation = 'portrait' | 'landscape' | 'square';

/** Size group shown by the UI (spec 1 §9 "Sizes offered"). */
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
  /** Inches x 2.54, rounded (spec 1 §9). */
  widthCm: number;
  heightCm: number;
  description: SizeTier;
  orientation: Orientation;
  /** Unit price in integer cents, from spec 2 §9 per-size table. */
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
