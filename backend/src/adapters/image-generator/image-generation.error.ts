import type { ImageGenerationFailure } from '@petart/domain';

/** The error ImageGenerator adapters throw: carries a catalogue errorType (ImageGenerationFailure shape). */
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

export const isImageGenerationFailure = (error: unknown): error is ImageGenerationFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { errorType?: unknown }).errorType === 'string' &&
  typeof (error as { message?: unknown }).message === 'string';
