import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SHIPPING_METHODS, type ShippingMethod } from '@petart/domain';
import { AddressDto } from '../../platform/http/address.dto';
import { NameOnPrintDto } from '../personalisation';
import { OrderGiftDto } from './order-gift.dto';
import { OrderProofDto } from './order-proof.dto';

export class OrderDeliveryEstimateItemDto {
  @ApiProperty({ example: 'Posters & Framed' }) label!: string;
  @ApiProperty({ example: '4-10 business days' }) range!: string;
  @ApiProperty({ description: 'Fulfilment provider id' }) provider!: number;
  @ApiProperty({ type: [String] }) printTypes!: string[];
}

export class OrderDeliveryEstimateDto {
  @ApiProperty({ example: '4-10 business days' }) range!: string;
  @ApiPropertyOptional() min?: number;
  @ApiPropertyOptional() max?: number;
  @ApiPropertyOptional() hasMultipleProviders?: boolean;
  @ApiPropertyOptional({ type: [OrderDeliveryEstimateItemDto], description: 'Per-provider estimates' })
  estimates?: OrderDeliveryEstimateItemDto[];
  @ApiPropertyOptional() separatePackagesNote?: string;
}

export class OrderShipmentDto {
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time' }) shippedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time' }) deliveredAt!: string | null;
}

export class OrderStatusEventDto {
  @ApiProperty({ enum: ['payment', 'fulfilment'] }) kind!: 'payment' | 'fulfilment';
  @ApiProperty({
    description: 'status reached (payment status, or the normalised fulfilment lifecycle value)',
  })
  status!: string;
  @ApiProperty({ description: 'ISO time' }) at!: string;
}

/** One downloadable digital file of a paid order (one per line). */
export class OrderDigitalFileDto {
  @ApiProperty({ example: 1 }) line!: number;
  @ApiProperty({ example: 'PetArt-3F9a21Bc-1.jpg' }) fileName!: string;
  @ApiProperty({ description: 'API path of the download (bearer token required)' }) url!: string;
}

/** One line of an order: what is printed, how many, and its artwork (a signed URL). */
export class OrderLineItemDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'canvas' }) printType!: string;
  @ApiProperty({ example: '20x30' }) printSize!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Signed image URL' }) imageUrl!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'cents' }) unitPrice!: number;
  @ApiProperty({ description: 'cents' }) lineTotal!: number;
  @ApiProperty({
    type: NameOnPrintDto,
    nullable: true,
    description: 'The name printed on the portrait; null for a print without one',
  })
  personalisation!: NameOnPrintDto | null;
  @ApiProperty({ description: 'Pets in the portrait (1 to 4)', example: 1 }) petCount!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'ISO time until which the customer may still change the name (the production hold ends); null when it can no longer change',
  })
  nameEditableUntil!: string | null;
  @ApiProperty({
    description:
      'True while the customer may change the name: in the hold (until nameEditableUntil), or while the order awaits proof approval (nameEditableUntil null: until they approve)',
  })
  nameEditable!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.5,
    description:
      "The customer's crop of a proof order's line: where the window sits along the axis that overflows the print, 0 left/top to 1 right/bottom; null for the automatic crop",
  })
  cropPosition!: number | null;
  @ApiProperty({
    description:
      'True while the customer may move the crop (a proof order awaiting approval whose latest proof is shown): a new proof follows',
  })
  cropEditable!: boolean;
  @ApiProperty({ example: 0.6667, description: "The print's width / height (the crop window's shape)" })
  printAspect!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description:
      "The artwork's width / height as the latest proof measured it (null before a proof is drawn): with printAspect it places the window over the artwork",
  })
  artworkAspect!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.42,
    description:
      'Where the window sat in the latest proof (the automatic crop included); null before a proof is drawn',
  })
  proofCropPosition!: number | null;
}

/** An order as the customer reads it; money in cents. */
export class OrderDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: "The order's URL key (/app/order-confirmation/{orderHash})" })
  orderHash!: string;
  @ApiProperty({ description: 'The order number people read aloud (no 0/O/1/I/L/U)', example: 'PA-7K3M9X' })
  orderNumber!: string;
  @ApiProperty({ description: 'cents' }) totalAmount!: number;
  @ApiProperty({ description: 'cents' }) taxAmount!: number;
  @ApiProperty({ description: 'cents' }) productPrice!: number;
  @ApiProperty({ description: 'cents' }) shippingCost!: number;
  @ApiPropertyOptional({ description: 'Taken off the products by a discount code, cents' })
  discountCents?: number;
  @ApiPropertyOptional({ description: 'The discount code used' }) discountCode?: string;
  @ApiProperty({ example: 'submitted_to_fulfillment' }) fulfillmentStatus!: string;
  @ApiProperty({ example: 'paid' }) invoiceStatus!: string;
  @ApiProperty({ enum: ['paid', 'pending', 'failed', 'refunded', 'partially_refunded', 'expired'] })
  paymentStatus!: 'paid' | 'pending' | 'failed' | 'refunded' | 'partially_refunded' | 'expired';
  @ApiProperty({ description: 'cents refunded so far' }) refundedAmount!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO time until which the customer may still cancel; null when they cannot (any more)',
  })
  cancellableUntil!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'ISO time the digital files stop being downloadable (30 days after payment); null when unpaid',
  })
  downloadExpiresAt!: string | null;
  @ApiProperty({
    type: [OrderDigitalFileDto],
    description: 'The digital files downloadable now (empty when unpaid, refunded or expired)',
  })
  digitalFiles!: OrderDigitalFileDto[];
  @ApiProperty({ type: AddressDto }) shippingAddress!: AddressDto;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) printifyOrderId!: string | null;
  @ApiProperty({ type: OrderDeliveryEstimateDto }) deliveryEstimate!: OrderDeliveryEstimateDto;
  @ApiProperty({ enum: SHIPPING_METHODS, description: 'How the parcel travels, as paid for' })
  shippingMethod!: ShippingMethod;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) paidAt!: string | null;
  @ApiProperty({ type: [OrderShipmentDto], description: 'Parcels, first shipped first' })
  shipments!: OrderShipmentDto[];
  @ApiProperty({ type: [OrderStatusEventDto], description: 'One entry per reached status, in time order' })
  statusHistory!: OrderStatusEventDto[];
  @ApiProperty({
    type: [OrderLineItemDto],
    description: "The order's lines (product, quantity, signed artwork URL), in order",
  })
  items!: OrderLineItemDto[];
  @ApiProperty({
    type: OrderGiftDto,
    nullable: true,
    description:
      'Whom the order is a gift for and the message they get when it ships; null when it is no gift',
  })
  gift!: OrderGiftDto | null;
  @ApiProperty({ description: 'The customer asked to approve a proof before printing' })
  proofRequested!: boolean;
  @ApiProperty({
    type: OrderProofDto,
    nullable: true,
    description: 'The latest proof of a proof order (null for an order without one, or before its first)',
  })
  proof!: OrderProofDto | null;
  @ApiProperty({
    description:
      'True while the proof awaits approval: the customer may cancel and change a name whatever the time (cancellableUntil is then null)',
  })
  awaitingApproval!: boolean;
}
