import {
  generatedArtworkSize,
  type GeneratedImage,
  type ImageGenerationRequest,
  type ImageGenerator,
} from '@petart/domain';
import { Logger } from '@nestjs/common';
import OpenAI, { toFile } from 'openai';
import type { ImageEditParamsStreaming } from 'openai/resources/images';
import { openAiClient, type OpenAiAdapterOptions } from '../openai/openai-client';
import sharp from 'sharp';
import { findArtStyle, generationPrompt, ImageGenerationError } from '@petart/domain';

/** The model is OPENAI_IMAGE_MODEL, default gpt-image-1.5. */
export interface OpenAiImageGeneratorOptions extends OpenAiAdapterOptions {
  /** OPENAI_IMAGE_CANDIDATES: artworks per generation, each kept as a version (1-4, default 1). */
  candidates?: number;
}

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
    // A failure inside a stream (an SSE error event) has no HTTP status.
    if ((status === 400 || status === 0) && (code === 'moderation_blocked' || SAFETY_TEXT.test(message))) {
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
    if (status >= 500 || status === 0)
      return new ImageGenerationError('SERVER_ERROR', message, { cause: error });
    if (status >= 400) return new ImageGenerationError('INVALID_REQUEST', message, { cause: error });
  }
  return new ImageGenerationError('UNKNOWN_ERROR', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** Partial frames asked for per streamed edit (the API takes 0-3): the preview the customer watches. */
export const PARTIAL_IMAGES = 3;

/**
 * The one rule for `input_fidelity`: "high" makes the model keep the input's distinctive features (faces,
 * markings). Only gpt-image-1 and gpt-image-1.5 (and their dated snapshots) take it; gpt-image-1-mini refuses it and
 * gpt-image-2 answers 400 invalid_input_fidelity_model, so any other model is sent without it.
 */
export function supportsInputFidelity(model: string): boolean {
  return /^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/.test(model.trim());
}

type EditSize = '1024x1024' | '1024x1536' | '1536x1024';

/** One input photo as the edit endpoint takes it: PNG, long edge at most 1536 px, upright (with its size). */
async function editInput(photo: Uint8Array): Promise<{ png: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(photo, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(1536, 1536, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageGenerationError('INVALID_REQUEST', 'The photo could not be read.', { cause: error });
  }
}

const decoded = (b64: string | undefined): GeneratedImage | undefined =>
  typeof b64 === 'string' && b64 !== ''
    ? { body: new Uint8Array(Buffer.from(b64, 'base64')), contentType: 'image/png' }
    : undefined;

/**
 * ImageGenerator on the OpenAI Images API (`images.edit`, OPENAI_IMAGE_MODEL, gpt-image-1.5 by default), b64_json
 * results. The edit is streamed with {@link PARTIAL_IMAGES} partial frames, each handed to the request's
 * onPartialImage as it arrives; input_fidelity "high" where the model takes it. With `candidates` > 1, the other
 * candidates come from one parallel edit with n = candidates - 1 (not streamed: one preview is enough), and the
 * streamed artwork comes first.
 */
export class OpenAiImageGenerator implements ImageGenerator {
  private readonly client: OpenAI;
  private readonly candidates: number;
  private readonly logger = new Logger(OpenAiImageGenerator.name);

  constructor(private readonly options: OpenAiImageGeneratorOptions) {
    this.client = openAiClient(options, { maxRetries: 2, timeoutMs: 120_000, fetch: quotaAwareFetch });
    this.candidates = Math.min(4, Math.max(1, Math.floor(options.candidates ?? 1)));
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    const style = findArtStyle(request.style);
    if (!style || style.recipe === 'surprise') {
      throw new ImageGenerationError('INVALID_REQUEST', `Unknown art style: ${request.style}`);
    }
    // One photo per pet (the edit takes up to 16 images). One pet: the photo's shape decides the artwork's.
    const photos = [request.image, ...(request.additionalImages ?? []).map((a) => a.image)];
    const inputs = await Promise.all(photos.map(editInput));
    // One pet: the photo's orientation; several: the group's shape (1536x1024 side by side, square for four).
    const artwork = generatedArtworkSize(inputs);
    const size = `${artwork.width}x${artwork.height}` as EditSize;
    const common = {
      model: this.options.model,
      prompt: generationPrompt(style, request.customPrompt, photos.length),
      size,
      quality: 'high' as const,
      ...(supportsInputFidelity(this.options.model) ? { input_fidelity: 'high' as const } : {}),
    };
    const images = async () =>
      Promise.all(inputs.map((input, i) => toFile(input.png, `photo-${i + 1}.png`, { type: 'image/png' })));
    try {
      const [streamed, others] = await Promise.allSettled([
        this.streamedEdit({ ...common, image: await images() }, request),
        this.candidates > 1
          ? this.client.images.edit({ ...common, image: await images(), n: this.candidates - 1 })
          : Promise.resolve(undefined),
      ]);
      if (streamed.status === 'rejected') throw streamed.reason;
      if (others.status === 'rejected') {
        const reason = mapOpenAiError(others.reason);
        this.logger.warn(
          `Extra candidates failed (${reason.errorType}: ${reason.message}); keeping the streamed one`,
        );
      }
      const extra =
        others.status === 'fulfilled'
          ? (others.value?.data ?? []).map((d) => decoded(d.b64_json)).filter((i) => i !== undefined)
          : [];
      return [streamed.value, ...extra];
    } catch (error) {
      throw mapOpenAiError(error);
    }
  }

  /** One streamed edit: each partial frame to onPartialImage as it arrives, then the completed image. */
  private async streamedEdit(
    params: Omit<ImageEditParamsStreaming, 'stream'>,
    request: ImageGenerationRequest,
  ): Promise<GeneratedImage> {
    const stream = await this.client.images.edit({
      ...params,
      n: 1,
      stream: true,
      partial_images: PARTIAL_IMAGES,
    });
    let final: GeneratedImage | undefined;
    for await (const event of stream) {
      if (event.type === 'image_edit.partial_image') {
        const frame = decoded(event.b64_json);
        if (frame && request.onPartialImage) {
          await request.onPartialImage({
            body: frame.body,
            contentType: `image/${event.output_format || 'png'}`,
            index: event.partial_image_index,
          });
        }
      } else if (event.type === 'image_edit.completed') {
        final = decoded(event.b64_json);
        if (final) final.contentType = `image/${event.output_format || 'png'}`;
      }
    }
    if (!final) throw new ImageGenerationError('SERVER_ERROR', 'The image service returned no image.');
    return final;
  }
}
