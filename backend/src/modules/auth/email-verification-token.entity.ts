import { Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users';
import { OneTimeTokenColumns } from './one-time-token.columns';

/** A single-use email verification token; removed with its user. */
@Entity({ name: 'email_verification_tokens' })
export class EmailVerificationTokenEntity extends OneTimeTokenColumns {
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
