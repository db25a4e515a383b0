import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Columns shared by password-reset and email-verification tokens (single use, hashed, short-lived). */
export abstract class OneTimeTokenColumns {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  /** SHA-256 hex of the emailed secret. */
  @Column({ type: 'varchar', length: 64 }) token!: string;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt!: Date | null;
}
