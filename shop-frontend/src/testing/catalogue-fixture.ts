import { catalogueView, PRINT_TYPES } from '@petart/domain';
import type { GetCatalogueApiResponse } from '../api/enhanced-api';

/**
 * The catalogue response exactly as the backend builds it from the domain (the same catalogueView), so tests run
 * against the real prices rather than numbers copied into the test.
 */
export function catalogueFixture(): GetCatalogueApiResponse {
  return catalogueView(PRINT_TYPES);
}
