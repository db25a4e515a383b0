import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLAIM_QUEUES,
  CLAIM_REASONS,
  CLAIM_STATES,
  type ClaimQueue,
  type ClaimReason,
  type ClaimState,
} from '@petart/domain';
import {
  IsDateString,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

/** The multipart form of a new report (documented for the OpenAPI document; the controller reads the parts). */
export const NEW_CLAIM_FORM = {
  type: 'object',
  properties: {
    reason: { type: 'string', enum: [...CLAIM_REASONS] },
    lineIds: {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      description: 'The affected lines of the order (repeat the field, or one comma-separated value)',
    },
    description: { type: 'string', minLength: 1, maxLength: 2000 },
    photos: { type: 'array', items: { type: 'string', format: 'binary' }, minItems: 1, maxItems: 5 },
  },
  required: ['reason', 'lineIds', 'description', 'photos'],
};

/** The multipart form of the customer's answer. */
export const CLAIM_REPLY_FORM = {
  type: 'object',
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    photos: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 5 },
  },
  required: ['message'],
};

export class ClaimPhotoDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Signed private URL (owner and staff only)' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The message it came with; null: the report itself',
  })
  messageId!: string | null;
}

export class ClaimMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['customer', 'staff'] }) author!: 'customer' | 'staff';
  @ApiProperty() body!: string;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
}

export class ReprintShipmentDto {
  @ApiPropertyOptional() carrier?: string;
  @ApiPropertyOptional() trackingNumber?: string;
  @ApiPropertyOptional() trackingUrl?: string;
  @ApiPropertyOptional({ description: 'ISO time' }) shippedAt?: string;
  @ApiPropertyOptional({ description: 'ISO time' }) deliveredAt?: string;
}

export class ReprintDto {
  @ApiProperty({ description: "The provider's order id of the reprint" }) providerOrderId!: string;
  @ApiProperty({ description: 'Derived from the order hash and the claim id (the idempotency key)' })
  externalId!: string;
  @ApiProperty({
    enum: ['submitted', 'in_production', 'shipped', 'delivered', 'cancelled'],
    description: 'Where the reprint is, in the lifecycle words',
  })
  status!: string;
  @ApiProperty({ type: [ReprintShipmentDto] }) shipments!: ReprintShipmentDto[];
}

export class ClaimDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CLAIM_REASONS }) reason!: ClaimReason;
  @ApiProperty({ description: 'The reason in words' }) reasonLabel!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: CLAIM_STATES }) state!: ClaimState;
  @ApiProperty({ description: "The state in the customer's words" }) stateLabel!: string;
  @ApiProperty({ description: 'What happens next' }) nextStep!: string;
  @ApiProperty({ type: [String], description: 'The affected order line ids' }) lineIds!: string[];
  @ApiProperty({ type: [ClaimPhotoDto] }) photos!: ClaimPhotoDto[];
  @ApiProperty({ type: [ClaimMessageDto] }) messages!: ClaimMessageDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Decline reason or refund/reprint note' })
  resolution!: string | null;
  @ApiProperty({ description: 'Refunded through this claim, cents' }) refundCents!: number;
  @ApiProperty({ description: 'Estimated cost of the reprint, cents' }) reprintCostCents!: number;
  @ApiProperty({ type: ReprintDto, nullable: true }) reprint!: ReprintDto | null;
  @ApiProperty({ description: 'True while the customer may answer (waiting for you)' }) canReply!: boolean;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
  @ApiProperty({ description: 'ISO time' }) updatedAt!: string;
}

export class OrderClaimsDto {
  @ApiProperty({ description: 'True while a problem can be reported on this order' }) canReport!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time the report window closes (closed)' })
  closesAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a problem cannot be reported now' })
  windowReason!: string | null;
  @ApiProperty({ type: [String], description: 'Lines already in an open report' })
  linesInOpenReport!: string[];
  @ApiProperty({ type: [ClaimDto] }) claims!: ClaimDto[];
}

export class ClaimOrderRefDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty() orderNumber!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty({ description: 'Cents' }) totalAmount!: number;
  @ApiProperty({ description: 'Cents' }) refundedAmount!: number;
  @ApiProperty() fulfillmentStatus!: string;
}

export class ClaimLineDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() printType!: string;
  @ApiProperty() printSize!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Cents' }) lineTotal!: number;
}

/** An earlier report on some of the same lines (the history staff decide a repeat with). */
export class EarlierClaimDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CLAIM_STATES }) state!: ClaimState;
  @ApiProperty() stateLabel!: string;
  @ApiProperty() reasonLabel!: string;
  @ApiProperty({ type: [String], description: 'Its lines that this report chose too' })
  sharedLineIds!: string[];
  @ApiProperty({ description: 'Cents refunded through it' }) refundCents!: number;
  @ApiProperty({ description: 'Whether it was answered with a reprint' }) reprinted!: boolean;
  @ApiProperty({ type: String, nullable: true }) resolution!: string | null;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
}

export class AdminClaimDto extends ClaimDto {
  @ApiProperty({ type: ClaimOrderRefDto }) order!: ClaimOrderRefDto;
  @ApiProperty({ type: [ClaimLineDto], description: 'The affected lines' }) lines!: ClaimLineDto[];
  @ApiProperty({
    description:
      'A line of this report was already reprinted or refunded after an earlier report (see earlierClaims)',
  })
  repeat!: boolean;
  @ApiProperty({ type: [EarlierClaimDto], description: 'Earlier reports on the same lines, oldest first' })
  earlierClaims!: EarlierClaimDto[];
}

export { CLAIM_QUEUES, type ClaimQueue };

export class ClaimQueueCountsDto {
  @ApiProperty() new!: number;
  @ApiProperty() waiting!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() declined!: number;
  @ApiProperty() resolved!: number;
}

export class ClaimQueueItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CLAIM_STATES }) state!: ClaimState;
  @ApiProperty({ enum: CLAIM_REASONS }) reason!: ClaimReason;
  @ApiProperty() reasonLabel!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty() orderNumber!: string;
  @ApiProperty() orderHash!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty() lineCount!: number;
  @ApiProperty({ description: 'A line was already reprinted or refunded after an earlier report' })
  repeat!: boolean;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
}

export class ClaimQueueDto {
  @ApiProperty({ type: [ClaimQueueItemDto], description: 'Oldest first' }) claims!: ClaimQueueItemDto[];
  @ApiProperty({ type: ClaimQueueCountsDto, description: 'Per queue, for the navigation' })
  counts!: ClaimQueueCountsDto;
}

export class ClaimQueueQueryDto {
  @ApiPropertyOptional({ enum: CLAIM_QUEUES, default: 'new' })
  @IsOptional()
  @IsIn([...CLAIM_QUEUES], { message: `state must be one of ${CLAIM_QUEUES.join(', ')}` })
  state?: ClaimQueue;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "One order's claims, in every queue (oldest first); `state` is then ignored",
  })
  @IsOptional()
  @IsUUID('all', { message: 'orderId must be a UUID' })
  orderId?: string;
}

export class AskClaimDto {
  @ApiProperty({ example: 'Could you send a photo of the back of the frame?', maxLength: 2000 })
  @IsString()
  @MinLength(1, { message: 'A question cannot be empty' })
  @MaxLength(2000, { message: 'A question is at most 2000 characters' })
  message!: string;
}

export class DeclineClaimDto {
  @ApiProperty({ example: 'The photos show the print as ordered.', maxLength: 1000 })
  @IsString()
  @MinLength(1, { message: 'A decline needs a reason' })
  @MaxLength(1000, { message: 'A reason is at most 1000 characters' })
  reason!: string;
}

export class ApproveRefundDto {
  @ApiProperty({ description: 'Dollars (e.g. 10.50)', example: 10.5 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'amount must be dollars with at most two decimals' })
  @Min(0.01, { message: 'amount must be at least 0.01' })
  amount!: number;

  @ApiProperty({ example: 'Corner dented in transit', maxLength: 500 })
  @IsString()
  @MinLength(1, { message: 'A refund needs a reason' })
  @MaxLength(500)
  reason!: string;
}

export class ApproveReprintDto {
  @ApiPropertyOptional({ example: 'Reprint with extra padding', maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}

export class ClaimActionResultDto {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ description: 'What happened, for the staff toast' }) message!: string;
  @ApiProperty({ type: AdminClaimDto }) claim!: AdminClaimDto;
}

export class ClaimStatsQueryDto {
  @ApiProperty({ description: 'ISO date or time (inclusive)', example: '2026-01-01' })
  @IsDateString({}, { message: 'from must be an ISO date' })
  from!: string;
  @ApiProperty({ description: 'ISO date or time (exclusive)', example: '2026-02-01' })
  @IsDateString({}, { message: 'to must be an ISO date' })
  to!: string;
}

export class ClaimStatsDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ description: 'Reports made in the range' }) claims!: number;
  @ApiProperty({ description: 'Orders delivered in the range' }) deliveredOrders!: number;
  @ApiProperty({ description: 'claims / delivered orders (0 when none delivered)' }) claimsRate!: number;
  @ApiProperty({ description: 'Refunded through claims, cents' }) refundCents!: number;
  @ApiProperty({ description: 'Estimated reprint cost, cents' }) reprintCostCents!: number;
  @ApiProperty({ description: 'refundCents + reprintCostCents' }) costCents!: number;
}
