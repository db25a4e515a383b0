import {
  orientationFromDimensions,
  type GeneratedImage,
  type ImageGenerationRequest,
  type ImageGenerator,
} from '@petart/domain';
import OpenAI, { toFile } from 'openai';
import { openAiClient, type OpenAiAdapterOptions } from '../openai/openai-client';
import sharp from 'sharp';
import { findArtStyle, generationPrompt, ImageGenerationError } from '@petart/domain';

/** The model is OPENAI_IMAGE_MODEL, default gpt-image-1. */
export type OpenAiImageGeneratorOptions = OpenAiAdapterOptions;

const SAFETY_TEXT = /safety system|moderation|content policy/i;

/**
 * fetch that tells the SDK not to retry an exhausted quota: 429 insufficient_quota answers get `x-should-retry:
 * false` (the SDK honours it), while ordinary 429/5xx keep the SDK's retries with backoff.
 */
const quotaAwareFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  if (/"insufficient_quota"/.test(text)) headers.set('x-should-retry', 'false');
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
};

/** Maps SDK errors to catalogue failure types. */
export function mapOpenAiError(error: unknown): ImageGenerationError {
  if (error instanceof ImageGenerationError) return error;
  if (error instanceof OpenAI.APIConnectionError) {
    return new ImageGenerationError('SERVER_ERROR', 'Could not reach the image service.', { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const code = typeof error.code === 'string' ? error.code : '';
    const message = error.message;
    const status = typeof error.status === 'number' ? error.status : 0;
    if (status === 400 && (code === 'moderation_blocked' || SAFETY_TEXT.test(message))) {
      return new ImageGenerationError('SAFETY_SYSTEM_REJECTION', message, { cause: error });
    }
    if (status === 429) {
      return code === 'insufficient_quota'
        ? new ImageGenerationError('QUOTA_EXCEEDED', message, { cause: error })
        : new ImageGenerationError('RATE_LIMIT', message, { cause: error });
    }
    if (status === 401 || status === 403) {
      return new ImageGenerationError('AUTHENTICATION_ERROR', message, { cause: error });
    }
    if (status >= 500) return new ImageGenerationError('SERVER_ERROR', message, { cause: error });
    if (status >= 400) return new ImageGenerationError('INVALID_REQUEST', message, { cause: error });
  }
  return new ImageGenerationError('UNKNOWN_ERROR', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** ImageGenerator on the OpenAI Images API (`images.edit`, gpt-image-1 by default), b64_json results. */
export class OpenAiImageGenerator implements ImageGenerator {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiImageGeneratorOptions) {
    this.client = openAiClient(options, { maxRetries: 2, timeoutMs: 120_000, fetch: quotaAwareFetch });
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    const style = findArtStyle(request.style);
    if (!style || style.recipe === 'surprise') {
      throw new ImageGenerationError('INVALID_REQUEST', `Unknown art style: ${request.style}`);
    }
    let size: '1024x1024' | '1024x1536' | '1536x1024';
    let png: Buffer;
    try {
      const input = sharp(request.image, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
      const { data, info } = await input
        .resize(1536, 1536, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      png = data;
      const orientation = orientationFromDimensions(info.width, info.height);
      size =
        orientation === 'portrait' ? '1024x1536' : orientation === 'landscape' ? '1536x1024' : '1024x1024';
    } catch (error) {
      throw new ImageGenerationError('INVALID_REQUEST', 'The photo could not be read.', { cause: error });
    }
    try {
      const result = await this.client.images.edit({
        model: this.options.model,
        image: await toFile(png, 'photo.png', { type: 'image/png' }),
        prompt: generationPrompt(style, request.customPrompt),
        size,
        quality: 'high',
        n: 1,
      });
      const images = (result.data ?? [])
        .map((d) => d.b64_json)
        .filter((b64): b64 is string => typeof b64 === 'string' && b64 !== '')
        .map((b64) => ({ body: new Uint8Array(Buffer.from(b64, 'base64')), contentType: 'image/png' }));
      if (images.length === 0)
        throw new ImageGenerationError('SERVER_ERROR', 'The image service returned no image.');
      return images;
    } catch (error) {
      throw mapOpenAiError(error);
    }
  }
}
