import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** One parcel of an order (mixed carts ship in several); removed with its order. */
@Entity({ name: 'order_shipments' })
export class OrderShipmentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;
  @Column({ type: 'varchar', length: 100, nullable: true }) trackingNumber!: string | null;
  @Column({ type: 'text', nullable: true }) trackingUrl!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) carrier!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) productType!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) printifyLineItemId!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) shippedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt!: Date | null;
  /** The provider order that shipped it (provider_orders; D-329). */
  @Column({ type: 'uuid', nullable: true }) providerOrderId!: string | null;
  /** Our order line ids in this parcel (as the provider reports them). */
  @Column({ type: 'jsonb', nullable: true }) lineIds!: string[] | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
