import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../users';

export interface ImageSize {
  width: number;
  height: number;
}

/** One creation journey: the uploaded photo, the chosen style, generated images and print choices. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 64 }) sessionId!: string;
  @Column({ type: 'uuid', nullable: true }) userId!: string | null;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;
  @Column({ type: 'text', nullable: true }) originalImageUrl!: string | null;
  /** Stored paths of the other pets' photos of a several-pets portrait, in the order added. */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) extraPhotoUrls!: string[];
  @Column({ type: 'varchar', length: 100, nullable: true }) selectedStyle!: string | null;
  @Column({ type: 'text', nullable: true }) customPrompt!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) selectedSize!: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) generatedImages!: string[];
  @Column({ type: 'text', nullable: true }) selectedImage!: string | null;
  @Column({ type: 'integer', default: 0 }) revisionCount!: number;
  @Column({ type: 'varchar', length: 20, nullable: true }) selectedPrintType!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) selectedPrintSize!: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) cloudImageUrls!: string[];
  @Column({ type: 'varchar', length: 100, nullable: true }) aiJobId!: string | null;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) aiJobStatus!: string;
  @Column({ type: 'integer', nullable: true }) originalWidth!: number | null;
  @Column({ type: 'integer', nullable: true }) originalHeight!: number | null;
  /** Pixel size of each stored image of the session, by stored path (artwork size for orientation and DPI). */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) imageSizes!: Record<string, ImageSize>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
