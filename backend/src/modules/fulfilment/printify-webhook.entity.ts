import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A fulfilment-provider webhook as received, kept for idempotency (unique webhookId) and replay. `orderId` is the
 * provider's order id as sent (text, no foreign key: webhooks may arrive for orders we cannot match).
 */
@Entity({ name: 'printify_webhooks' })
export class PrintifyWebhookEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) webhookId!: string | null;
  @Column({ type: 'varchar', length: 100 }) eventType!: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) orderId!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) orderNumber!: string | null;
  @Column({ type: 'jsonb' }) payload!: Record<string, unknown>;
  @Column({ type: 'boolean', default: false }) processed!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) processedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'text', nullable: true }) error!: string | null;
}
