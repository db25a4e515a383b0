import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NameOnPrint } from '@petart/domain';
import { OrderEntity } from './order.entity';

/** One cart line frozen into an order; prices in integer cents; removed with its order. */
@Entity({ name: 'order_line_items' })
export class OrderLineItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;
  @Column({ type: 'varchar', length: 64, nullable: true }) sessionId!: string | null;
  @Column({ type: 'varchar', length: 20 }) printType!: string;
  @Column({ type: 'varchar', length: 20 }) printSize!: string;
  @Column({ type: 'text', nullable: true }) imageUrl!: string | null;
  @Column({ type: 'integer', default: 1 }) quantity!: number;
  @Column({ type: 'integer' }) unitPrice!: number;
  @Column({ type: 'integer' }) lineTotal!: number;
  @Column({ type: 'varchar', length: 100, nullable: true }) printifyProductId!: string | null;
  @Column({ type: 'integer', nullable: true }) printifyVariantId!: number | null;
  /** The print file sent to the provider (made by the PrintFileGenerator at submission). */
  @Column({ type: 'text', nullable: true }) printFileUrl!: string | null;
  @Column({ type: 'integer', nullable: true }) printFileWidth!: number | null;
  @Column({ type: 'integer', nullable: true }) printFileHeight!: number | null;
  /** Effective DPI of the artwork over the printed area, rounded (null when unknown). */
  @Column({ type: 'integer', nullable: true }) effectiveDpi!: number | null;
  /** What enlarged the artwork to the print file (e.g. lanczos3), null until the print file is made. */
  @Column({ type: 'varchar', length: 40, nullable: true }) printFileUpscaler!: string | null;
  /** The name on the print (D-178), null without one. */
  @Column({ type: 'jsonb', nullable: true }) personalisation!: NameOnPrint | null;
  /** Pets in the portrait: 1, or up to 4 for a several-pets portrait; prices the extra pets. */
  @Column({ type: 'integer', default: 1 }) petCount!: number;
  /**
   * The customer's crop of a proof order's line (D-300): where the window sits along the overflowing axis, 0
   * (left/top) to 1 (right/bottom); null is the automatic attention crop.
   */
  @Column({ type: 'double precision', nullable: true }) cropPosition!: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
