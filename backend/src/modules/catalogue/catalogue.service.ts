import { Injectable } from '@nestjs/common';
import { catalogueView, PRINT_TYPES } from '@petart/domain';
import type { CatalogueDto } from './catalogue.dto';

@Injectable()
export class CatalogueService {
  /** Precomputed once: the catalogue is static for the life of the process. */
  private readonly catalogue: CatalogueDto = catalogueView(PRINT_TYPES);
  // Encoded once: the route sends these bytes as they are (no per-request JSON.stringify or UTF-8 encoding).
  private readonly json = Buffer.from(JSON.stringify(this.catalogue), 'utf8');

  getCatalogue(): CatalogueDto {
    return this.catalogue;
  }

  getCatalogueJson(): Buffer {
    return this.json;
  }
}
