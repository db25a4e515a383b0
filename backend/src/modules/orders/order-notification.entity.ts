import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** A status email sent for an order (confirmation, processing, shipped, ...); removed with its order. */
@Entity({ name: 'order_notifications' })
export class OrderNotificationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;
  @Column({ type: 'varchar', length: 40 }) notificationType!: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) sentAt!: Date;
  @Column({ type: 'varchar', length: 320 }) emailAddress!: string;
  @Column({ type: 'jsonb', nullable: true }) trackingInfo!: Record<string, unknown> | null;
  @Column({ type: 'varchar', length: 20, default: 'sent' }) emailStatus!: string;
  /** The email provider's message id. */
  @Column({ type: 'varchar', length: 255, nullable: true }) providerMessageId!: string | null;
}
