import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users';

/**
 * A refresh token. `token` holds the SHA-256 hex of the secret, never the secret. Tokens of one login form a
 * family (`familyId`); reuse of a rotated token revokes the whole family.
 */
@Entity({ name: 'auth_tokens' })
export class AuthTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 64 }) token!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
  @Column({ type: 'uuid' }) familyId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
  /** users.session_epoch when the login was made; the token is refused once the user's epoch moved on. */
  @Column({ type: 'integer', default: 0 }) sessionEpoch!: number;
  /** Id of the token that replaced this one on rotation. */
  @Column({ type: 'uuid', nullable: true }) replacedBy!: string | null;
}
