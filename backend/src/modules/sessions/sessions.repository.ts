import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PreparedReads } from '../../platform/database/prepared-reads';
import { type ImageSize, SessionEntity } from './session.entity';

/** Every column of `sessions` under its SessionEntity property name. */
const SELECT_SESSION_BY_SESSION_ID = PreparedReads.statement(
  'session_by_session_id',
  `SELECT id, session_id AS "sessionId", user_id AS "userId",
  original_image_url AS "originalImageUrl", selected_style AS "selectedStyle", custom_prompt AS "customPrompt",
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
   * The session's images (original first) and the pixel size of each stored image, when the user owns it; undefined
   * otherwise.
   */
  async imagesOwnedBy(
    sessionId: string,
    userId: string,
  ): Promise<{ images: (string | null)[]; sizes: Record<string, ImageSize> } | undefined> {
    const [session] = await this.dataSource.query<
      {
        original_image_url: string | null;
        generated_images: string[] | null;
        image_sizes: Record<string, ImageSize> | null;
      }[]
    >(
      `SELECT original_image_url, generated_images, image_sizes FROM sessions WHERE session_id = $1 AND user_id = $2`,
      [sessionId, userId],
    );
    return session
      ? {
          images: [session.original_image_url, ...(session.generated_images ?? [])],
          sizes: session.image_sizes ?? {},
        }
      : undefined;
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
  ): Promise<Pick<SessionEntity, 'userId' | 'originalImageUrl' | 'revisionCount'> | undefined> {
    const [row] = await manager.query<Pick<SessionEntity, 'userId' | 'originalImageUrl' | 'revisionCount'>[]>(
      `SELECT user_id AS "userId", original_image_url AS "originalImageUrl", revision_count AS "revisionCount"
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
