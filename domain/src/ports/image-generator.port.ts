/** Input of one AI generation. */
export interface ImageGenerationRequest {
  /** The customer's photo (the first pet). */
  image: Uint8Array;
  imageContentType: string;
  /**
   * The photos of the other pets of a several-pets portrait, in the order the customer added them; at most
   * three. Absent or empty: one pet. The generator makes one portrait of all the pets.
   */
  additionalImages?: { image: Uint8Array; contentType: string }[];
  /** Art style name (product.md P13, e.g. 'Watercolor'); never 'Surprise Me', which the caller resolves first. */
  style: string;
  /** Optional trimmed free text from the customer (context chips or revision request). */
  customPrompt?: string;
  /** Set for a revision of an earlier result (only one per session, product.md P3). */
  isRevision?: boolean;
  /** Lets admin tooling force a failure type end-to-end (product.md P14 testError). */
  testError?: string;
  /**
   * Called with each partial frame while the artwork is being made (OpenAI streams them; the local generator makes
   * one), newest last. A preview only: small, never the artwork. The generator awaits it, so keep it quick.
   */
  onPartialImage?: (frame: PartialImage) => Promise<void> | void;
}

/** A partial frame of an artwork in the making ("a preview while it is made"). */
export interface PartialImage {
  body: Uint8Array;
  contentType: string;
  /** 0-based, in the order the frames arrive. */
  index: number;
}

/** One generated image. */
export interface GeneratedImage {
  body: Uint8Array;
  contentType: string;
}

/** Domain error an ImageGenerator raises; `errorType` is an error catalogue type (e.g. SAFETY_SYSTEM_REJECTION). */
export interface ImageGenerationFailure {
  errorType:
    | 'SAFETY_SYSTEM_REJECTION'
    | 'QUOTA_EXCEEDED'
    | 'RATE_LIMIT'
    | 'AUTHENTICATION_ERROR'
    | 'INVALID_REQUEST'
    | 'SERVER_ERROR'
    | 'UNKNOWN_ERROR'
    | 'TEST_ERROR';
  message: string;
}

/** The error ImageGenerator adapters throw: an {@link ImageGenerationFailure} with a stack and an optional cause. */
export class ImageGenerationError extends Error implements ImageGenerationFailure {
  constructor(
    readonly errorType: ImageGenerationFailure['errorType'],
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ImageGenerationError';
  }
}

/** True for anything shaped like an {@link ImageGenerationFailure} (a string errorType and message). */
export const isImageGenerationFailure = (error: unknown): error is ImageGenerationFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { errorType?: unknown }).errorType === 'string' &&
  typeof (error as { message?: unknown }).message === 'string';

/**
 * Turns a photo into styled artwork (local filters or an AI service). Adapters translate vendor failures into an
 * {@link ImageGenerationFailure}-shaped error so the API can answer with a catalogue errorType.
 */
export interface ImageGenerator {
  /** Generates one or more images for the request; may take up to about 60 seconds (product.md P11). */
  generate(request: ImageGenerationRequest): Promise<GeneratedImage[]>;
}

/** Dependency-injection token of the {@link ImageGenerator} port (bound in backend/src/adapters/adapters.module.ts). */
export const IMAGE_GENERATOR = Symbol('ImageGenerator');
