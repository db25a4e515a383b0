import { PRINT_TYPES, centsToDollars } from '@petart/domain';
import type { GetCatalogueApiResponse } from '../api/enhanced-api';

/**
 * The catalogue response exactly as the backend builds it from the domain (backend brief item 5), so tests run
 * against the real prices rather than numbers copied into the test.
 */
export function catalogueFixture(): GetCatalogueApiResponse {
  return {
    printTypes: PRINT_TYPES.map((type) => ({
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
