import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NameOnPrint } from '@petart/domain';
import { UserEntity } from '../users';

/** A cart line; unique per (user, session, print type, print size, image, personalisation); removed with its user. */
@Entity({ name: 'cart_items' })
export class CartItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
  @Column({ type: 'varchar', length: 64 }) sessionId!: string;
  @Column({ type: 'varchar', length: 20 }) printType!: string;
  @Column({ type: 'varchar', length: 20 }) printSize!: string;
  @Column({ type: 'text' }) imageUrl!: string;
  @Column({ type: 'integer', default: 1 }) quantity!: number;
  @Column({ type: 'varchar', length: 100, nullable: true }) artStyle!: string | null;
  /** The name on the print (D-178), null without one. */
  @Column({ type: 'jsonb', nullable: true }) personalisation!: NameOnPrint | null;
  /** Pets in the portrait: 1, or up to 4 for a several-pets portrait; prices the extra pets. */
  @Column({ type: 'integer', default: 1 }) petCount!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
