import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CATALOGUE,
  LIMITS,
  type ImageGenerationFailure,
  type ImageGenerator,
  type ObjectStorage,
} from '@petart/domain';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import {
  IMAGE_GENERATOR,
  ImageGenerationError,
  isImageGenerationFailure,
} from '../../adapters/image-generator/image-generation.error';
import { OBJECT_STORAGE } from '../../adapters/storage/object-storage.token';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images/image-url-signer';
import { sessionNotFound } from '../sessions/sessions.service';
import {
  findArtStyle,
  GENERATABLE_STYLES,
  SURPRISE_ME,
  type ArtStyleDefinition,
} from '../styles/style-prompts';
import type { GenerateDto, GenerateResponseDto } from './generation.dto';

export const RATE_LIMIT_MESSAGE =
  "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.";
export const REVISION_LIMIT_MESSAGE = 'This artwork was already refined. Each artwork can be refined once.';

/**
 * Failure types an admin may force with testError, and the error code each is answered with. A forced RATE_LIMIT
 * answers as our own 5-in-5-minutes limit (the only limit the customer is told about).
 */
const FAILURE_CODES: Readonly<Record<string, string>> = {
  SAFETY_SYSTEM_REJECTION: 'GENERATION.SAFETY_REJECTION',
  QUOTA_EXCEEDED: 'GENERATION.QUOTA_EXCEEDED',
  RATE_LIMIT: 'GENERATION.RATE_LIMITED',
  SERVER_ERROR: 'GENERATION.SERVER_ERROR',
};

/**
 * The image provider's failures as the customer sees them (spec 1 §8). The provider's own throttling (its 429) is
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

/** A running revision older than this is considered dead (crashed process) and no longer blocks a new one. */
const STALE_RUNNING_SECONDS = 180;

interface Reservation {
  jobId: string;
  originalPath: string;
}

/**
 * AI generation: limits (5 per 5 minutes per user counted in SQL from generation_jobs; one revision per session),
 * the generator call, storage of the results and the session update. The limit checks run in one short
 * transaction holding the user's advisory lock and the session row lock, so concurrent requests cannot both pass.
 */
@Injectable()
export class GenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(IMAGE_GENERATOR) private readonly generator: ImageGenerator,
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
    const { jobId, originalPath } = await this.dataSource.transaction((manager) =>
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
      const original = await this.storage.get(originalPath.slice(IMAGE_PATH_PREFIX.length));
      if (!original)
        throw new AppError('GENERATION.SOURCE_NOT_FOUND', 'The uploaded photo is no longer available.');
      const images = await this.generator.generate({
        image: original.body,
        imageContentType: original.contentType,
        style: style.name,
        customPrompt,
        isRevision: revision,
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
      throw generationFailureToAppError(error);
    }

    const durationMs = Math.round(performance.now() - started);
    const newest = stored.map((s) => s.path);
    const sizes = Object.fromEntries(stored.map((s) => [s.path, { width: s.width, height: s.height }]));
    const session = await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE generation_jobs SET status = 'completed', duration_ms = $2 WHERE id = $1`, [
        jobId,
        durationMs,
      ]);
      // TypeORM answers UPDATE ... RETURNING on Postgres with [rows, affectedCount].
      const [rows] = await manager.query<[{ generated_images: string[]; revision_count: number }[], number]>(
        `UPDATE sessions SET generated_images = $2::jsonb || generated_images, image_sizes = image_sizes || $3::jsonb,
           selected_style = $4, custom_prompt = $5, ai_job_id = $6, ai_job_status = 'completed',
           revision_count = revision_count + $7, updated_at = now()
         WHERE session_id = $1 RETURNING generated_images, revision_count`,
        [
          dto.sessionId,
          JSON.stringify(newest),
          JSON.stringify(sizes),
          style.name,
          customPrompt ?? null,
          jobId,
          revision ? 1 : 0,
        ],
      );
      return rows[0];
    });
    if (!session) throw sessionNotFound();
    const generatedImages = session.generated_images.map((p) => this.signer.sign(p));
    return {
      success: true,
      generatedImages,
      generatedImageUrl: generatedImages[0] ?? '',
      aiJobId: jobId,
      aiJobStatus: 'completed',
      revisionCount: session.revision_count,
    };
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
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('generation:' || $1::text))`, [user.id]);
    const sessions = await manager.query<
      { user_id: string | null; original_image_url: string | null; revision_count: number }[]
    >(`SELECT user_id, original_image_url, revision_count FROM sessions WHERE session_id = $1 FOR UPDATE`, [
      sessionId,
    ]);
    const session = sessions[0];
    if (!session || session.user_id !== user.id || !session.original_image_url) throw sessionNotFound();

    const windowSeconds = LIMITS.generationWindowMs / 1000;
    const recent = await manager.query<{ created_at: Date }[]>(
      `SELECT created_at FROM generation_jobs WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)
       ORDER BY created_at DESC LIMIT $3`,
      [user.id, windowSeconds, LIMITS.generationsPerWindow],
    );
    if (recent.length >= LIMITS.generationsPerWindow) {
      const oldest = recent[recent.length - 1]?.created_at ?? new Date();
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest.getTime() + LIMITS.generationWindowMs - Date.now()) / 1000),
      );
      throw new AppError('GENERATION.RATE_LIMITED', RATE_LIMIT_MESSAGE, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }

    if (revision) {
      const running = await manager.query<unknown[]>(
        `SELECT 1 FROM generation_jobs WHERE session_id = $1 AND is_revision AND status = 'running'
           AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
        [sessionId, STALE_RUNNING_SECONDS],
      );
      if (session.revision_count >= LIMITS.revisionsPerSession || running.length > 0) {
        throw new AppError('GENERATION.REVISION_LIMIT', REVISION_LIMIT_MESSAGE);
      }
    }

    const jobId = randomUUID();
    await manager.query(
      `INSERT INTO generation_jobs (id, user_id, session_id, style, is_revision, status) VALUES ($1, $2, $3, $4, $5, 'running')`,
      [jobId, user.id, sessionId, style.name, revision],
    );
    await manager.query(
      `UPDATE sessions SET ai_job_id = $2, ai_job_status = 'processing', updated_at = now() WHERE session_id = $1`,
      [sessionId, jobId],
    );
    return { jobId, originalPath: session.original_image_url };
  }

  private async fail(jobId: string, sessionId: string, error: unknown, durationMs: number): Promise<void> {
    const errorType = isImageGenerationFailure(error) ? error.errorType : 'SERVER_ERROR';
    await this.dataSource.query(
      `UPDATE generation_jobs SET status = 'failed', error_type = $2, duration_ms = $3 WHERE id = $1`,
      [jobId, errorType, durationMs],
    );
    await this.dataSource.query(
      `UPDATE sessions SET ai_job_status = 'failed', updated_at = now() WHERE session_id = $1 AND ai_job_id = $2`,
      [sessionId, jobId],
    );
  }
}
