import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type GenerationJobStatus = 'running' | 'completed' | 'failed';

/** One AI generation attempt (its id is the aiJobId); the rate limit counts these rows. */
@Entity({ name: 'generation_jobs' })
export class GenerationJobEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ type: 'varchar', length: 64 }) sessionId!: string;
  @Column({ type: 'varchar', length: 100 }) style!: string;
  @Column({ type: 'boolean', default: false }) isRevision!: boolean;
  @Column({ type: 'varchar', length: 20, default: 'running' }) status!: GenerationJobStatus;
  @Column({ type: 'varchar', length: 40, nullable: true }) errorType!: string | null;
  @Column({ type: 'integer', nullable: true }) durationMs!: number | null;
  /** The newest partial frame while it runs (`/api/images/previews/...`, small WebP, never printable). */
  @Column({ type: 'text', nullable: true }) previewPath!: string | null;
  /** 0-based index of that frame. */
  @Column({ type: 'integer', nullable: true }) previewIndex!: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
