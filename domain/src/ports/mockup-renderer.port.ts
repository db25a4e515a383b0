import type { PrintTypeId, PrintifyVariantRef } from '../catalogue/print-catalogue.types';

/** The views every renderer produces (product.md P13: a preview with thumbnails of different views). */
export type MockupView = 'front' | 'angled' | 'room';

/** The views, in display order. */
export const MOCKUP_VIEWS: readonly MockupView[] = ['front', 'angled', 'room'];

/** Input of a mockup rendering. */
export interface MockupRequest {
  /**
   * The artwork's bytes. Stored images are private, so renderers receive the bytes rather than a URL (the Printify
   * adapter uploads them as base64 contents).
   */
  artwork: { bytes: Uint8Array; contentType: string; fileName: string };
  printType: PrintTypeId;
  /** Size value such as '20x30' (width x height in inches). */
  printSize: string;
  widthIn: number;
  heightIn: number;
  variant: PrintifyVariantRef;
}

/** One rendered view: an encoded image (WebP, PNG or JPEG) and the label of the camera that took it. */
export interface RenderedMockup {
  view: MockupView;
  /** Provider's camera label ('front', 'context-1', ...), carried to the client as the camera_label parameter. */
  cameraLabel: string;
  contentType: string;
  image: Uint8Array;
}

/** One mockup view as the API returns it (src carries a camera_label query parameter, product.md P13). */
export interface Mockup {
  src: string;
  view: MockupView;
  cameraLabel: string;
}

/**
 * Produces product mockups (the artwork on a poster / canvas / framed canvas, flat, at an angle and in a room).
 * Rejects with a {@link MockupVariantMismatchError} when the variant does not match the type and size (or the provider
 * rejects it), so the app shows 'Size Temporarily Unavailable'.
 */
export interface MockupRenderer {
  /** Renders one image per view of {@link MOCKUP_VIEWS} (each view exactly once), or rejects. */
  render(request: MockupRequest): Promise<RenderedMockup[]>;
}

/** The provider has no such variant for this type and size (errorCode VARIANT_MISMATCH, product.md P9). */
export class MockupVariantMismatchError extends Error {
  override readonly name = 'MockupVariantMismatchError';
  readonly errorCode = 'VARIANT_MISMATCH' as const;
}

/** Dependency-injection token of the {@link MockupRenderer} port (bound in backend/src/adapters/adapters.module.ts). */
export const MOCKUP_RENDERER = Symbol('MockupRenderer');
