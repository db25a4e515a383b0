import type { PrintTypeId, PrintifyVariantRef } from '../catalogue/print-catalogue.types';

/** Input of a mockup rendering. */
export interface MockupRequest {
  /** Public URL of the artwork (what the fulfilment provider will print). */
  imageUrl: string;
  printType: PrintTypeId;
  /** Size value such as '20x30'. */
  printSize: string;
  variant: PrintifyVariantRef;
}

/** One mockup view (spec 1 §3: src carries a camera_label query parameter identifying the view). */
export interface Mockup {
  src: string;
  cameraLabel: string;
}

/**
 * Produces product mockups (the artwork on a poster / canvas in a room). Adapters raise an error carrying errorCode
 * 'VARIANT_MISMATCH' when the provider rejects the variant, so the app shows 'Size Temporarily Unavailable'.
 */
export interface MockupRenderer {
  /** Renders all views for one type and size; resolves with at least one mockup or rejects. */
  render(request: MockupRequest): Promise<Mockup[]>;
}
