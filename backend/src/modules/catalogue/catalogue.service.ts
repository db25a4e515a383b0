import { Injectable } from '@nestjs/common';
import { centsToDollars, PRINT_TYPES, type PrintType } from '@petart/domain';
import type { CatalogueDto, CataloguePrintTypeDto } from './catalogue.dto';

/** The public catalogue view of the domain's PRINT_TYPES (dollars alongside cents, flat variant id). */
export function buildCatalogue(printTypes: readonly PrintType[]): CatalogueDto {
  return {
    printTypes: printTypes.map((type): CataloguePrintTypeDto => ({
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

@Injectable()
export class CatalogueService {
  /** Precomputed once: the catalogue is static for the life of the process. */
  private readonly catalogue = buildCatalogue(PRINT_TYPES);
  /** Serialised once too: stringifying ~8 KB per request was the main cost of this route. */
  // Encoded once: the route sends these bytes as they are (no per-request JSON.stringify or UTF-8 encoding).
  private readonly json = Buffer.from(JSON.stringify(this.catalogue), 'utf8');

  getCatalogue(): CatalogueDto {
    return this.catalogue;
  }

  getCatalogueJson(): Buffer {
    return this.json;
  }
}
