import { Injectable } from '@nestjs/common';
import { MAX_PETS } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { PreparedReads } from '../../platform/database/prepared-reads';
import { type ImageSize, SessionEntity } from './session.entity';

/** Every column of `sessions` under its SessionEntity property name. */
const SELECT_SESSION_BY_SESSION_ID = PreparedReads.statement(
  'session_by_session_id',
  `SELECT id, session_id AS "sessionId", user_id AS "userId",
  original_image_url AS "originalImageUrl", extra_photo_urls AS "extraPhotoUrls", selected_style AS "selectedStyle", custom_prompt AS "customPrompt",
  selected_size AS "selectedSize", generated_images AS "generatedImages", selected_image AS "selectedImage",
  revision_count AS "revisionCount", selected_print_type AS "selectedPrintType",
  selected_print_size AS "selectedPrintSize", cloud_image_urls AS "cloudImageUrls", ai_job_id AS "aiJobId",
  ai_job_status AS "aiJobStatus", original_width AS "originalWidth", original_height AS "originalHeight",
  image_sizes AS "imageSizes", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM sessions WHERE session_id = $1`,
);

/** A new session: the uploaded photo of its owner. */
export type NewSession = Pick<
  SessionEntity,
  'sessionId' | 'userId' | 'originalImageUrl' | 'originalWidth' | 'originalHeight' | 'imageSizes'
>;

/** What a finished generation writes to its session. */
export interface GenerationResult {
  sessionId: string;
  jobId: string;
  /** Stored paths of the new images, newest first (prepended to the session's images). */
  images: string[];
  imageSizes: Record<string, { width: number; height: number }>;
  style: string;
  customPrompt: string | null;
  revision: boolean;
}

/**
 * The one writer and reader of `sessions` (the sessions module owns the table; {@link SessionEntity} is its row
 * type). Generation, mockups and cart go through here. The session read every step of the journey makes is a
 * prepared hot read (see PreparedReads).
 */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PreparedReads,
  ) {}

  /** The session by its public id (prepared hot read); undefined when there is none. */
  async findBySessionId(sessionId: string): Promise<SessionEntity | undefined> {
    const rows = await this.reads.rows<SessionEntity>(SELECT_SESSION_BY_SESSION_ID, [sessionId]);
    return rows[0];
  }

  async insert(session: NewSession): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).insert(session);
  }

  async update(id: string, changes: Partial<SessionEntity>): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).update({ id }, changes);
  }

  /**
   * The session's images (original first), the pixel size of each stored image and its number of pets, when the user
   * owns it; undefined otherwise.
   */
  async imagesOwnedBy(
    sessionId: string,
    userId: string,
  ): Promise<{ images: (string | null)[]; sizes: Record<string, ImageSize>; petCount: number } | undefined> {
    const [session] = await this.dataSource.query<
      {
        original_image_url: string | null;
        generated_images: string[] | null;
        image_sizes: Record<string, ImageSize> | null;
        pet_count: number;
      }[]
    >(
      `SELECT original_image_url, generated_images, image_sizes, 1 + jsonb_array_length(extra_photo_urls) AS pet_count
         FROM sessions WHERE session_id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    return session
      ? {
          images: [session.original_image_url, ...(session.generated_images ?? [])],
          sizes: session.image_sizes ?? {},
          petCount: Number(session.pet_count),
        }
      : undefined;
  }

  /**
   * Appends another pet's photo while the photos may change (no artwork made or being made, fewer than
   * {@link MAX_PETS}): one guarded UPDATE, so a generation starting at the same moment either sees the photo or
   * refuses it. Answers the session's photo paths (extra ones) after the write, or undefined when the guard refused.
   */
  async addExtraPhoto(id: string, path: string, size: ImageSize): Promise<string[] | undefined> {
    const [rows] = await this.dataSource.query<[{ extra_photo_urls: string[] }[], number]>(
      `UPDATE sessions SET extra_photo_urls = extra_photo_urls || jsonb_build_array($2::text),
              image_sizes = image_sizes || jsonb_build_object($2::text, $3::jsonb), updated_at = now()
        WHERE id = $1 AND generated_images = '[]'::jsonb AND ai_job_status <> 'processing'
          AND 1 + jsonb_array_length(extra_photo_urls) < $4
        RETURNING extra_photo_urls`,
      [id, path, JSON.stringify(size), MAX_PETS],
    );
    return rows[0]?.extra_photo_urls;
  }

  /** Removes one of the other pets' photos under the same guard as {@link addExtraPhoto}; undefined when refused. */
  async removeExtraPhoto(id: string, path: string): Promise<string[] | undefined> {
    const [rows] = await this.dataSource.query<[{ extra_photo_urls: string[] }[], number]>(
      `UPDATE sessions SET extra_photo_urls = extra_photo_urls - $2::text, updated_at = now()
        WHERE id = $1 AND generated_images = '[]'::jsonb AND ai_job_status <> 'processing'
          AND extra_photo_urls ? $2::text
        RETURNING extra_photo_urls`,
      [id, path],
    );
    return rows[0]?.extra_photo_urls;
  }

  /** The style chosen in each of these sessions (by public id), in one read; sessions without one are left out. */
  async selectedStyles(sessionIds: string[]): Promise<Map<string, string>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ sessionId: string; style: string }[]>(
      `SELECT session_id AS "sessionId", selected_style AS style FROM sessions
        WHERE session_id = ANY($1::text[]) AND selected_style IS NOT NULL`,
      [sessionIds],
    );
    return new Map(rows.map((row) => [row.sessionId, row.style]));
  }

  /** Every creation session of a user, oldest first (the customer's data export and account deletion). */
  async allOfUser(userId: string): Promise<SessionEntity[]> {
    return this.dataSource
      .getRepository(SessionEntity)
      .find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** True when one of the user's sessions holds this stored image (its original or a generated one). */
  async userOwnsImage(userId: string, imagePath: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM sessions
        WHERE user_id = $1 AND (original_image_url = $2 OR generated_images @> jsonb_build_array($2::text))
        LIMIT 1`,
      [userId, imagePath],
    );
    return rows.length > 0;
  }

  /** Locks the session row for a generation check (rest of the transaction); undefined when there is none. */
  async lockForGeneration(
    manager: EntityManager,
    sessionId: string,
  ): Promise<
    Pick<SessionEntity, 'userId' | 'originalImageUrl' | 'extraPhotoUrls' | 'revisionCount'> | undefined
  > {
    const [row] = await manager.query<
      Pick<SessionEntity, 'userId' | 'originalImageUrl' | 'extraPhotoUrls' | 'revisionCount'>[]
    >(
      `SELECT user_id AS "userId", original_image_url AS "originalImageUrl", extra_photo_urls AS "extraPhotoUrls",
              revision_count AS "revisionCount"
         FROM sessions WHERE session_id = $1 FOR UPDATE`,
      [sessionId],
    );
    return row;
  }

  async markGenerationProcessing(manager: EntityManager, sessionId: string, jobId: string): Promise<void> {
    await manager.query(
      `UPDATE sessions SET ai_job_id = $2, ai_job_status = 'processing', updated_at = now() WHERE session_id = $1`,
      [sessionId, jobId],
    );
  }

  async markGenerationFailed(sessionId: string, jobId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET ai_job_status = 'failed', updated_at = now() WHERE session_id = $1 AND ai_job_id = $2`,
      [sessionId, jobId],
    );
  }

  /** Prepends the new images and records the style; answers the session's images and revision count. */
  async recordGeneration(
    manager: EntityManager,
    result: GenerationResult,
  ): Promise<{ generatedImages: string[]; revisionCount: number } | undefined> {
    // TypeORM answers UPDATE ... RETURNING on Postgres with [rows, affectedCount].
    const [rows] = await manager.query<[{ generated_images: string[]; revision_count: number }[], number]>(
      `UPDATE sessions SET generated_images = $2::jsonb || generated_images, image_sizes = image_sizes || $3::jsonb,
         selected_style = $4, custom_prompt = $5, ai_job_id = $6, ai_job_status = 'completed',
         revision_count = revision_count + $7, updated_at = now()
       WHERE session_id = $1 RETURNING generated_images, revision_count`,
      [
        result.sessionId,
        JSON.stringify(result.images),
        JSON.stringify(result.imageSizes),
        result.style,
        result.customPrompt,
        result.jobId,
        result.revision ? 1 : 0,
      ],
    );
    const row = rows[0];
    return row ? { generatedImages: row.generated_images, revisionCount: row.revision_count } : undefined;
  }
}
