import { centsToDollars } from '../pricing/money';
import type { Orientation, PrintType, PrintTypeId, SizeTier } from './print-catalogue.types';

/** One size as the public catalogue shows it: dollars alongside cents, the Printify variant id flat. */
export interface CatalogueSizeView {
  value: string;
  label: string;
  description: SizeTier;
  orientation: Orientation;
  price: number;
  priceCents: number;
  variantId: number;
  recommended: boolean;
  widthIn: number;
  heightIn: number;
  widthCm: number;
  heightCm: number;
}

/** One print type as the public catalogue shows it. */
export interface CataloguePrintTypeView {
  value: PrintTypeId;
  label: string;
  description: string;
  details: string;
  basePrice: number;
  popular: boolean;
  comingSoon: boolean;
  sizes: CatalogueSizeView[];
}

/**
 * The public catalogue (GET /api/catalogue) built from print types: what the backend serves and what the apps' tests
 * use as the server's answer, from one mapping.
 */
export function catalogueView(printTypes: readonly PrintType[]): { printTypes: CataloguePrintTypeView[] } {
  return {
    printTypes: printTypes.map((type) => ({
      value: type.value,
      label: type.label,
      description: type.description,
      details: type.details,
      basePrice: centsToDollars(type.basePriceCents),
      popular: type.popular,
      comingSoon: type.comingSoon,
      sizes: type.sizes.map((size) => ({
        value: size.value,
        label: size.label,
        description: size.description,
        orientation: size.orientation,
        price: centsToDollars(size.priceCents),
        priceCents: size.priceCents,
        variantId: size.printify.variantId,
        recommended: size.recommended,
        widthIn: size.widthIn,
        heightIn: size.heightIn,
        widthCm: size.widthCm,
        heightCm: size.heightCm,
      })),
    })),
  };
}
