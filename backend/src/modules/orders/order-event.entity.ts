import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** One change of an order's payment or fulfilment status (the order's history); removed with its order. */
@Entity({ name: 'order_events' })
export class OrderEventEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;
  @Column({ type: 'varchar', length: 20 }) kind!: 'payment' | 'fulfilment' | 'dispute';
  @Column({ type: 'varchar', length: 60, nullable: true }) fromStatus!: string | null;
  @Column({ type: 'varchar', length: 60 }) toStatus!: string;
  /** checkout, payment, submission, webhook, sync, admin or simulator. */
  @Column({ type: 'varchar', length: 20 }) source!: string;
  @Column({ type: 'jsonb', nullable: true }) detail!: Record<string, unknown> | null;
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) createdAt!: Date;
}
