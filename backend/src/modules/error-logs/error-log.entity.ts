import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users';

export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** A logged client or server error; audit entries use errorType 'ADMIN_AUDIT'. Kept when the user is deleted. */
@Entity({ name: 'error_logs' })
export class ErrorLogEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid', nullable: true }) userId!: string | null;
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;
  @Column({ type: 'varchar', length: 100 }) errorType!: string;
  @Column({ type: 'text' }) errorMessage!: string;
  @Column({ type: 'text', nullable: true }) stackTrace!: string | null;
  @Column({ type: 'jsonb', nullable: true }) context!: Record<string, unknown> | null;
  @Column({ type: 'text', nullable: true }) userAgent!: string | null;
  @Column({ type: 'varchar', length: 10, default: 'medium' }) severity!: ErrorSeverity;
  @Column({ type: 'boolean', default: false }) resolved!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) resolvedAt!: Date | null;
  /** Groups identical errors (platform/logging/error-fingerprint.ts); null for audit entries, which are never grouped. */
  @Column({ type: 'varchar', length: 64, nullable: true }) fingerprint!: string | null;
  @Column({ type: 'integer', default: 1 }) occurrences!: number;
  @Column({ type: 'timestamptz', default: () => 'now()' }) lastSeenAt!: Date;
}
