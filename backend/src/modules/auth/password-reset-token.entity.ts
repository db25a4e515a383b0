import { Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users';
import { OneTimeTokenColumns } from './one-time-token.columns';

/** A single-use password reset token; removed with its user. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetTokenEntity extends OneTimeTokenColumns {
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
