import type {
  Address,
  DisputeState,
  FulfilmentTarget,
  OrderPaymentStatus,
  ShippingMethod,
} from '@petart/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../users';

/**
 * Order shipping address as stored (product.md P13, snake_case keys as the apps read them): the recipient and the
 * domain's address, any field possibly missing in older records.
 */
export type OrderShippingAddressJson = Partial<Address> & {
  first_name?: string;
  last_name?: string;
  /** ISO code of `country` (both hold the code; kept for the records and readers that look for it). */
  country_code?: string;
};

/**
 * Why a payment that went through cannot be kept: the order had expired (its checkout was abandoned), or its discount
 * code no longer held when the money was taken (`discount_` and the limit: used up, already used, first order only).
 */
export type UnkeptPaymentReason =
  | 'expired'
  | 'discount_used_up'
  | 'discount_already_used'
  | 'discount_first_order_only'
  | 'discount_unknown'
  /** The gift card's share could not be taken: its hold had ended and the balance went to another order. */
  | 'gift_card_spent';

/** Order metadata; productPrice and shippingCost are integer cents. */
export interface OrderMetadataJson {
  productPrice?: number;
  shippingCost?: number;
  /** A dispute (chargeback) of the payment, as it stands (OrdersRepository.recordDispute). */
  dispute?: OrderDisputeJson;
  /** Why a payment that went through was not kept (the order cancelled and refunded in full, D-206). */
  notKept?: { reason: UnkeptPaymentReason };
  /** The customer's time zone as their browser gave it at checkout (IANA): the emails' times are written in it. */
  timeZone?: string;
  /** When staff ended the production hold early ("send to production now"), ISO. */
  productionHoldEndedAt?: string;
  [key: string]: unknown;
}

/** metadata.dispute: the payment provider's dispute of the order's payment, for staff. */
export interface OrderDisputeJson {
  disputeId: string;
  /** The provider's status (Stripe: needs_response, under_review, won, lost, ...). */
  status: string;
  state: DisputeState;
  reason: string;
  amountCents: number;
  openedAt: string;
  closedAt?: string;
  evidenceDueBy?: string;
}

/** A paid (or being paid) order. Money in integer cents. Survives deletion of its user (user_id SET NULL). */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 64 }) orderHash!: string;
  /**
   * The number people read aloud (`PA-7K3M9X`, the domain's newOrderNumber), unique; drawn when the order is created
   * (migration 1790000000020 filled in the orders before it).
   */
  @Column({ type: 'varchar', length: 9 }) orderNumber!: string;
  @Column({ type: 'uuid', nullable: true }) userId!: string | null;
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) sessionId!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) customerName!: string | null;
  @Column({ type: 'varchar', length: 320 }) customerEmail!: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) customerPhone!: string | null;
  @Column({ type: 'jsonb', nullable: true }) shippingAddress!: OrderShippingAddressJson | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) printSize!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) printType!: string | null;
  @Column({ type: 'text', nullable: true }) imageUrl!: string | null;
  @Column({ type: 'integer' }) totalAmount!: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) stripePaymentId!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) stripeInvoiceId!: string | null;
  @Column({ type: 'text', nullable: true }) invoiceUrl!: string | null;
  /** The payment state machine's word (ORDER_PAYMENT_STATUSES, checked by the database). */
  @Column({ type: 'varchar', length: 30, default: 'pending' }) invoiceStatus!: OrderPaymentStatus;
  /** The fulfilment lifecycle's stored word (STORED_FULFILMENT_STATUSES, checked by the database). */
  @Column({ type: 'varchar', length: 60, default: 'pending' }) fulfillmentStatus!: FulfilmentTarget;
  @Column({ type: 'text', nullable: true }) trackingUrl!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) printifyOrderId!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) printifyOrderNumber!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) taxCalculationId!: string | null;
  @Column({ type: 'integer', default: 0 }) taxAmount!: number;
  /** Id of the recorded tax transaction (Stripe Tax or local); set once when the order is paid. */
  @Column({ type: 'varchar', length: 255, nullable: true }) taxTransactionId!: string | null;
  /** How the parcel travels, as paid for at checkout (SHIPPING_METHODS, checked by the database). */
  @Column({ type: 'varchar', length: 20, default: 'standard' }) shippingMethod!: ShippingMethod;
  /** The customer asked to approve a proof before printing (D-300): the order waits at awaiting_approval. */
  @Column({ type: 'boolean', default: false }) proofRequested!: boolean;
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) metadata!: OrderMetadataJson;
  /** normalizeFulfilmentStatus(fulfillmentStatus), stored and indexed by PostgreSQL (generated column; read-only). */
  @Column({ type: 'varchar', length: 20, insert: false, update: false, select: false })
  fulfilmentLifecycle!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) paidAt!: Date | null;
  /** Total refunded so far (cents); the payment status is refunded once it reaches the total. */
  @Column({ type: 'integer', default: 0 }) refundedAmount!: number;
  /** When the files kept only for the 30-day download were deleted. */
  @Column({ type: 'timestamptz', nullable: true }) digitalFilesPurgedAt!: Date | null;
  /** When the account was deleted and the customer's details on this order replaced (kept for the books, D-306). */
  @Column({ type: 'timestamptz', nullable: true }) customerDeletedAt!: Date | null;
}
