import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CancelMyOrderResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'cancelled' }) fulfillmentStatus!: string;
  @ApiProperty({ example: 'refunded', description: 'payment status after the refund' })
  invoiceStatus!: string;
  @ApiProperty({ description: 'cents refunded so far', example: 7698 }) refundedAmount!: number;
}

/** Staff cancellation answer (same use case as the customer's). */
export class CancelOrderResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'cancelled' }) fulfillmentStatus!: string;
  @ApiPropertyOptional({ example: 'refunded' }) invoiceStatus?: string;
  @ApiPropertyOptional({ description: 'cents refunded so far' }) refundedAmount?: number;
}

export class TrackingStepDto {
  @ApiProperty({ enum: ['confirmed', 'production', 'shipped', 'delivered'] }) step!: string;
  @ApiProperty({ example: 'In Production' }) label!: string;
  @ApiProperty() reached!: boolean;
  @ApiProperty() current!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time the step was reached' }) at!:
    string | null;
}

export class TrackingParcelDto {
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time' }) shippedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time' }) deliveredAt!: string | null;
}

/** One line of a tracked order: what is printed, how many, and its artwork. */
export class TrackingItemDto {
  @ApiProperty({ example: 'canvas' }) printType!: string;
  @ApiProperty({ example: '20x30' }) printSize!: string;
  @ApiProperty({ example: 1 }) quantity!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the artwork' })
  thumbnailUrl!: string | null;
}

/** The public tracking view of an order: nothing personal (no name, address, email or price). */
export class OrderTrackingDto {
  @ApiProperty({ description: 'The order number people read aloud (no 0/O/1/I/L/U)', example: 'PA-7K3M9X' })
  reference!: string;
  @ApiProperty({
    enum: ['in_progress', 'on_hold', 'delivered', 'error', 'cancelled', 'refunded'],
    description: 'customer-visible state',
  })
  state!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the artwork (first item)' })
  thumbnailUrl!: string | null;
  @ApiProperty({ type: [TrackingItemDto], description: 'One entry per order line' })
  items!: TrackingItemDto[];
  @ApiProperty({ description: 'Number of printed items (the sum of the quantities)' }) itemCount!: number;
  @ApiProperty({ type: [TrackingStepDto] }) steps!: TrackingStepDto[];
  @ApiProperty({ type: [TrackingParcelDto] }) parcels!: TrackingParcelDto[];
  @ApiProperty({ example: '8-13 business days' }) deliveryEstimate!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'ISO time the order was delivered; null until it is (the page then shows it instead of the estimate)',
  })
  deliveredAt!: string | null;
}
