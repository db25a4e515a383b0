import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { CUSTOMER_INFO_MAX_LENGTH as MAX } from '@petart/domain';
import { AddressInputDto } from '../../platform/http/address.dto';

/** The customer emails staff may send again (each only once it has gone out for this order). */
export const RESENDABLE_EMAILS = [
  'confirmation',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refund',
] as const;
export type ResendableEmail = (typeof RESENDABLE_EMAILS)[number];

export class AddOrderNoteDto {
  @ApiProperty({ example: 'Customer called: gift, deliver after the 12th.', maxLength: 2000 })
  @IsString()
  @MinLength(1, { message: 'A note cannot be empty' })
  @MaxLength(2000, { message: 'A note is at most 2000 characters' })
  body!: string;
}

export class ResendOrderEmailDto {
  @ApiProperty({ enum: RESENDABLE_EMAILS })
  @IsIn(RESENDABLE_EMAILS, { message: `kind must be one of ${RESENDABLE_EMAILS.join(', ')}` })
  kind!: ResendableEmail;
}

export class RefundOrderDto {
  @ApiProperty({
    description:
      'Dollars (e.g. 10.50), at most what is left of the payment. Required: nothing is refunded without an amount, and refunding everything means giving it.',
    example: 10.5,
  })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'amount must be dollars with at most two decimals' })
  @Min(0.01, { message: 'amount must be at least 0.01' })
  amount!: number;

  @ApiProperty({ example: 'Frame arrived scratched', maxLength: 500 })
  @IsString()
  @MinLength(1, { message: 'A refund needs a reason' })
  @MaxLength(500)
  reason!: string;
}

/**
 * PUT /admin/orders/{id}/shipping-address: the recipient and the address (the shared {@link AddressInputDto}). Staff
 * type the country code themselves (the admin form has no country list), so only a two-letter code is taken and
 * the saved shipping info's countryCode and countryName are not part of this body.
 */
export class ChangeShippingAddressDto extends OmitType(AddressInputDto, [
  'countryCode',
  'countryName',
] as const) {
  @ApiProperty({ example: 'Ada' }) @IsString() @MinLength(1) @MaxLength(MAX.firstName) firstName!: string;
  @ApiProperty({ example: 'Lovelace' }) @IsString() @MaxLength(MAX.lastName) lastName!: string;
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code (e.g. US)' })
  override country!: string;
}

export class StaffOrderActionResultDto {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ description: 'What happened, for the staff toast' }) message!: string;
}

export class RefundOrderResultDto extends StaffOrderActionResultDto {
  @ApiProperty({ description: 'Dollars refunded now' }) amount!: number;
  @ApiProperty({ description: 'Dollars refunded so far' }) refundedAmount!: number;
  @ApiProperty({ example: 'partially_refunded' }) invoiceStatus!: string;
}

export class OrderTimelineEntryDto {
  @ApiProperty({ description: 'ISO time (for a waiting job: when it is due)' }) at!: string;
  @ApiProperty({ enum: ['payment', 'fulfilment', 'dispute', 'refund', 'email', 'job', 'note', 'staff'] })
  kind!: string;
  @ApiProperty({ example: 'Payment: paid' }) title!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) detail!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Staff email, for notes and staff actions',
  })
  actor!: string | null;
  @ApiProperty({ description: 'A job still waiting (at is its due time)' }) upcoming!: boolean;
}

export class OrderTimelineDto {
  @ApiProperty({ type: [OrderTimelineEntryDto] }) entries!: OrderTimelineEntryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO time the production hold ends, while it lasts',
  })
  productionHoldEndsAt!: string | null;
  @ApiProperty({ enum: RESENDABLE_EMAILS, isArray: true, description: 'Emails that can be sent again now' })
  resendable!: ResendableEmail[];
  @ApiProperty({ description: 'Dollars that can still be refunded' }) refundable!: number;
  @ApiProperty({ description: 'The production hold can be ended now' }) canSendToProduction!: boolean;
  @ApiProperty({ description: 'The shipping address can still be changed' }) canEditAddress!: boolean;
  @ApiProperty({
    description: "A gift whose recipient's email (sent when it ships) has gone out, so it can be sent again",
  })
  canResendGiftEmail!: boolean;
}
