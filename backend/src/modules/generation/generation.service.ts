import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ERROR_CATALOGUE,
  LIMITS,
  generationAllowed,
  generationRetryAfterMs,
  revisionAllowed,
  CLOCK,
  type Clock,
  type ImageGenerationFailure,
  type ImageGenerator,
  type ObjectStorage,
  type PartialImage,
} from '@petart/domain';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { IMAGE_GENERATOR, ImageGenerationError, isImageGenerationFailure } from '@petart/domain';
import { OBJECT_STORAGE } from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { SessionsRepository } from '../sessions';
import type { ErrorCode } from '../../platform/http/error-codes';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images';
import { sessionNotFound } from '../sessions';
import { findArtStyle, GENERATABLE_STYLES, SURPRISE_ME, type ArtStyleDefinition } from '@petart/domain';
import { GenerationJobsRepository } from './generation-jobs.repository';
import type { GenerateDto, GenerateResponseDto, GenerationPreviewDto } from './generation.dto';
import { Metrics } from '../../platform/observability/metrics';

export const RATE_LIMIT_MESSAGE =
  "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.";
export const REVISION_LIMIT_MESSAGE = 'This artwork was already refined. Each artwork can be refined once.';

/**
 * Failure types an admin may force with testError, and the error code each is answered with. A forced RATE_LIMIT
 * answers as our own 5-in-5-minutes limit (the only limit the customer is told about).
 */
const FAILURE_CODES: Readonly<Partial<Record<string, ErrorCode>>> = {
  SAFETY_SYSTEM_REJECTION: 'GENERATION.SAFETY_REJECTION',
  QUOTA_EXCEEDED: 'GENERATION.QUOTA_EXCEEDED',
  RATE_LIMIT: 'GENERATION.RATE_LIMITED',
  SERVER_ERROR: 'GENERATION.SERVER_ERROR',
};

/**
 * The image provider's failures as the customer sees them (product.md P9). The provider's own throttling (its 429) is
 * not the customer's doing: it is QUOTA_EXCEEDED ('Service Temporarily Unavailable'), never the "5 AI generations
 * in 5 minutes" message, which only our own limit gives.
 */
const PROVIDER_FAILURE_TYPES: Readonly<Record<string, keyof typeof ERROR_CATALOGUE>> = {
  SAFETY_SYSTEM_REJECTION: 'SAFETY_SYSTEM_REJECTION',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  RATE_LIMIT: 'QUOTA_EXCEEDED',
  SERVER_ERROR: 'SERVER_ERROR',
};

/** Generator failures become the catalogue's type and message; anything else is a SERVER_ERROR (502). */
export function generationFailureToAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const type = isImageGenerationFailure(error) ? error.errorType : 'SERVER_ERROR';
  const catalogueType = PROVIDER_FAILURE_TYPES[type] ?? 'SERVER_ERROR';
  const code = FAILURE_CODES[catalogueType] ?? 'GENERATION.SERVER_ERROR';
  return new AppError(code, ERROR_CATALOGUE[catalogueType].message, { cause: error });
}

/** Long edge of a stored partial frame: enough for the progress dialog, far too small to print. */
export const PREVIEW_MAX_EDGE = 512;
/** Storage prefix of partial frames (never a session image, so never selectable or orderable). */
export const PREVIEW_KEY_PREFIX = 'previews/';

/** A running revision older than this is considered dead (crashed process) and no longer blocks a new one. */
const STALE_RUNNING_SECONDS = 180;

interface Reservation {
  jobId: string;
  originalPath: string;
  /** The other pets' photos of a several-pets portrait, in order (empty for one pet). */
  extraPaths: string[];
}

/**
 * AI generation: limits (5 per 5 minutes per user: the domain's generationAllowed over the user's generation_jobs; one revision per session),
 * the generator call, storage of the results and the session update. The limit checks run in one short
 * transaction holding the user's advisory lock and the session row lock, so concurrent requests cannot both pass.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger(GenerationService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly jobs: GenerationJobsRepository,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(IMAGE_GENERATOR) private readonly generator: ImageGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  async generate(user: AuthenticatedUser, dto: GenerateDto): Promise<GenerateResponseDto> {
    const style = this.resolveStyle(dto.style);
    const revision = dto.revision === true;
    const customPrompt = dto.customPrompt?.trim() || undefined;
    const forcedFailure = user.isAdmin && dto.testError ? dto.testError.trim().toUpperCase() : undefined;
    if (forcedFailure !== undefined && FAILURE_CODES[forcedFailure] === undefined) {
      throw new AppError(
        'GENERATION.TEST_ERROR_INVALID',
        `testError must be one of ${Object.keys(FAILURE_CODES).join(', ')}`,
      );
    }
    const { jobId, originalPath, extraPaths } = await this.dataSource.transaction((manager) =>
      this.reserve(manager, user, dto.sessionId, style, revision),
    );

    const started = performance.now();
    let stored: { path: string; width: number; height: number }[];
    try {
      if (forcedFailure === 'RATE_LIMIT') throw new AppError('GENERATION.RATE_LIMITED', RATE_LIMIT_MESSAGE);
      if (forcedFailure !== undefined) {
        throw new ImageGenerationError(
          forcedFailure as ImageGenerationFailure['errorType'],
          `Test error: ${forcedFailure}`,
        );
      }
      // The first pet's photo, then the other pets' of a several-pets portrait.
      const [original, ...others] = await Promise.all(
        [originalPath, ...extraPaths].map(async (path) => {
          const photo = await this.storage.get(path.slice(IMAGE_PATH_PREFIX.length));
          if (!photo)
            throw new AppError('GENERATION.SOURCE_NOT_FOUND', 'The uploaded photo is no longer available.');
          return photo;
        }),
      );
      const images = await this.generator.generate({
        image: original!.body,
        imageContentType: original!.contentType,
        ...(others.length > 0
          ? { additionalImages: others.map((o) => ({ image: o.body, contentType: o.contentType })) }
          : {}),
        style: style.name,
        customPrompt,
        isRevision: revision,
        onPartialImage: (frame) => this.storePreview(jobId, frame),
      });
      if (images.length === 0) throw new Error('The generator returned no image');
      stored = [];
      for (const image of images) {
        const { width, height } = await sharp(image.body).metadata();
        const key = `generated/${randomUUID()}.webp`;
        const body =
          image.contentType === 'image/webp'
            ? image.body
            : await sharp(image.body).webp({ quality: 90 }).toBuffer();
        await this.storage.put(key, body, 'image/webp');
        stored.push({ path: `${IMAGE_PATH_PREFIX}${key}`, width: width ?? 0, height: height ?? 0 });
      }
    } catch (error) {
      await this.fail(jobId, dto.sessionId, error, Math.round(performance.now() - started));
      const failure = generationFailureToAppError(error);
      this.metrics.generations.inc({ outcome: failure instanceof AppError ? failure.code : 'INTERNAL' });
      throw failure;
    }
    this.metrics.generations.inc({ outcome: 'completed' });

    const durationMs = Math.round(performance.now() - started);
    const newest = stored.map((s) => s.path);
    const sizes = Object.fromEntries(stored.map((s) => [s.path, { width: s.width, height: s.height }]));
    const session = await this.dataSource.transaction(async (manager) => {
      await this.jobs.markCompleted(manager, jobId, durationMs);
      return this.sessions.recordGeneration(manager, {
        sessionId: dto.sessionId,
        jobId,
        images: newest,
        imageSizes: sizes,
        style: style.name,
        customPrompt: customPrompt ?? null,
        revision,
      });
    });
    if (!session) throw sessionNotFound();
    const generatedImages = session.generatedImages.map((p) => this.signer.sign(p));
    return {
      success: true,
      generatedImages,
      generatedImageUrl: generatedImages[0] ?? '',
      aiJobId: jobId,
      aiJobStatus: 'completed',
      revisionCount: session.revisionCount,
    };
  }

  /**
   * The newest partial frame of the session's running generation, for the progress dialog's polls: the caller's
   * session only (404 otherwise, as everywhere); no frame once the generation has finished.
   */
  async preview(user: AuthenticatedUser, sessionId: string): Promise<GenerationPreviewDto> {
    const session = await this.sessions.findBySessionId(sessionId);
    if (!session || session.userId !== user.id) throw sessionNotFound();
    const job = session.aiJobId ? await this.jobs.previewOf(session.aiJobId) : undefined;
    const running = job?.status === 'running' && job.previewPath !== null;
    return {
      aiJobStatus: session.aiJobStatus,
      previewImageUrl: running && job.previewPath ? this.signer.sign(job.previewPath) : null,
      previewIndex: running ? job.previewIndex : null,
    };
  }

  /**
   * Stores one partial frame (downscaled to {@link PREVIEW_MAX_EDGE} px WebP: a preview, never printable, never one of
   * the session's images) and makes it the job's newest. A frame that cannot be stored is logged and skipped: the
   * preview never fails a generation.
   */
  private async storePreview(jobId: string, frame: PartialImage): Promise<void> {
    try {
      const body = await sharp(frame.body, { failOn: 'error' })
        .resize(PREVIEW_MAX_EDGE, PREVIEW_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      const key = `${PREVIEW_KEY_PREFIX}${jobId}-${frame.index}.webp`;
      await this.storage.put(key, body, 'image/webp');
      await this.jobs.recordPreview(jobId, `${IMAGE_PATH_PREFIX}${key}`, frame.index);
    } catch (error) {
      this.logger.warn(`Partial frame ${frame.index} of generation ${jobId} not stored: ${String(error)}`);
    }
  }

  /** 'Surprise Me' picks one of the other styles; unknown names are refused. */
  private resolveStyle(name: string): ArtStyleDefinition {
    if (name.trim().toLowerCase() === SURPRISE_ME.toLowerCase()) {
      const pick = GENERATABLE_STYLES[randomInt(GENERATABLE_STYLES.length)];
      if (pick) return pick;
    }
    const style = findArtStyle(name);
    if (!style || style.recipe === 'surprise')
      throw new AppError('GENERATION.STYLE_INVALID', `Unknown art style: ${name}`);
    return style;
  }

  /** Checks both limits under locks and records the attempt (status running). */
  private async reserve(
    manager: EntityManager,
    user: AuthenticatedUser,
    sessionId: string,
    style: ArtStyleDefinition,
    revision: boolean,
  ): Promise<Reservation> {
    // One generation check at a time per user (transaction-scoped advisory lock, released at commit).
    await this.jobs.lockUser(manager, user.id);
    const session = await this.sessions.lockForGeneration(manager, sessionId);
    if (!session || session.userId !== user.id || !session.originalImageUrl) throw sessionNotFound();

    // The domain's rule decides (generationAllowed) at the Clock's time; the repository only fetches the user's
    // generations of the window.
    const nowMs = this.clock.now().getTime();
    const recent = await this.jobs.startedSince(
      manager,
      user.id,
      new Date(nowMs - LIMITS.generationWindowMs),
      LIMITS.generationsPerWindow,
    );
    const timestamps = recent.map((startedAt) => startedAt.getTime());
    if (!generationAllowed(timestamps, nowMs)) {
      throw new AppError('GENERATION.RATE_LIMITED', RATE_LIMIT_MESSAGE, {
        retryAfterSeconds: Math.max(1, Math.ceil(generationRetryAfterMs(timestamps, nowMs) / 1000)),
      });
    }

    if (revision) {
      const running = await this.jobs.revisionRunningSince(
        manager,
        sessionId,
        new Date(nowMs - STALE_RUNNING_SECONDS * 1000),
      );
      if (!revisionAllowed(session.revisionCount) || running) {
        throw new AppError('GENERATION.REVISION_LIMIT', REVISION_LIMIT_MESSAGE);
      }
    }

    const jobId = randomUUID();
    await this.jobs.insertRunning(manager, {
      id: jobId,
      userId: user.id,
      sessionId,
      style: style.name,
      isRevision: revision,
      createdAt: new Date(nowMs),
    });
    await this.sessions.markGenerationProcessing(manager, sessionId, jobId);
    return { jobId, originalPath: session.originalImageUrl, extraPaths: session.extraPhotoUrls ?? [] };
  }

  private async fail(jobId: string, sessionId: string, error: unknown, durationMs: number): Promise<void> {
    const errorType = isImageGenerationFailure(error) ? error.errorType : 'SERVER_ERROR';
    await this.jobs.markFailed(jobId, errorType, durationMs);
    await this.sessions.markGenerationFailed(sessionId, jobId);
  }
}
