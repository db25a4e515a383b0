import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { CUSTOMER_INFO_MAX_LENGTH, SHIPPING_METHODS, type ShippingMethod } from '@petart/domain';
import { GiftDto } from './gift.dto';

/**
 * The checkout form (product.md P10). Only types and generous lengths are checked here; the spec's rules and messages
 * come from the domain's validateCheckout in the service, so the API answers with the same words as the form.
 */
const MAX = CUSTOMER_INFO_MAX_LENGTH;

export class CustomerInfoDto {
  @ApiProperty({ example: 'ada@example.com' }) @IsString() @MaxLength(MAX.email) email!: string;
  @ApiProperty({ example: '+14155550100' }) @IsString() @MaxLength(MAX.phone) phone!: string;
  @ApiProperty({ example: 'Ada' }) @IsString() @MaxLength(MAX.firstName) firstName!: string;
  @ApiProperty({ example: 'Lovelace' }) @IsString() @MaxLength(MAX.lastName) lastName!: string;
  @ApiProperty({ example: '1 Market St' }) @IsString() @MaxLength(MAX.address) address!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(MAX.address2) address2?: string;
  @ApiProperty({ example: 'San Francisco' }) @IsString() @MaxLength(MAX.city) city!: string;
  @ApiPropertyOptional({ example: 'CA' }) @IsOptional() @IsString() @MaxLength(MAX.state) state?: string;
  @ApiProperty({ example: '94105' }) @IsString() @MaxLength(MAX.postalCode) postalCode!: string;
  @ApiProperty({
    example: 'US',
    description: 'ISO code (a country name is accepted when countryCode is sent)',
  })
  @IsString()
  @MaxLength(MAX.country)
  country!: string;
  @ApiPropertyOptional({ example: 'US' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.countryCode)
  countryCode?: string;
  @ApiPropertyOptional({ example: 'United States' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.countryName)
  countryName?: string;
  @ApiPropertyOptional({
    example: 'America/New_York',
    description:
      "The customer's time zone (IANA, as the browser reports it): the emails write when printing starts in it; UTC when absent",
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
  @ApiPropertyOptional({
    description:
      "Save this name, phone and address as the account's details. Default: only while the account has none (a gift never replaces the buyer's details unless asked).",
  })
  @IsOptional()
  @IsBoolean()
  saveAsMyDetails?: boolean;
  @ApiPropertyOptional({ description: 'Ignored (the cart decides); accepted because the form sends it' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.printType)
  printType?: string;
}

export class CreatePaymentIntentDto {
  @ApiProperty({ type: CustomerInfoDto })
  @IsDefined({ message: 'customerInfo is required' })
  @IsObject({ message: 'customerInfo is required' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo!: CustomerInfoDto;

  @ApiPropertyOptional({
    example: 'SAVE10',
    description: 'A discount code (case-insensitive); 400 with the reason when it does not apply',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  discountCode?: string;

  @ApiPropertyOptional({
    type: GiftDto,
    description: 'Present when the order is a gift: the recipient gets an email when it ships (no prices)',
  })
  @IsOptional()
  @IsObject({ message: 'gift must be an object' })
  @ValidateNested()
  @Type(() => GiftDto)
  gift?: GiftDto;

  @ApiPropertyOptional({
    enum: SHIPPING_METHODS,
    example: 'express',
    description:
      'How the parcel travels (default standard), charged in the total; 400 PRICING.SHIPPING_METHOD_UNAVAILABLE when not offered to the address',
  })
  @IsOptional()
  @IsIn(SHIPPING_METHODS, { message: `shippingMethod must be one of: ${SHIPPING_METHODS.join(', ')}` })
  shippingMethod?: ShippingMethod;

  @ApiPropertyOptional({
    example: 'ABCD-EFGH-JKMN-PQRS',
    description:
      'A gift card code: pays the total or part of it (the card payment is the rest); 400 when it cannot pay, 409 when another checkout just spent its balance',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  giftCardCode?: string;

  @ApiPropertyOptional({
    example: true,
    description:
      'Show me a proof before printing (free, D-300): the order waits at awaiting_approval until the customer approves the print files; the delivery estimate counts the proof days',
  })
  @IsOptional()
  @IsBoolean({ message: 'proof must be true or false' })
  proof?: boolean;
}

export class PaymentIntentResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ description: 'Secret for the card form (Stripe Elements or the local test form)' })
  clientSecret!: string;
  @ApiProperty({ description: 'Unguessable order reference' }) orderHash!: string;
  @ApiProperty({ enum: ['local', 'stripe'] }) paymentProvider!: 'local' | 'stripe';
  @ApiPropertyOptional() publishableKey?: string;
  @ApiPropertyOptional({ description: 'What the gift card pays of the total (cents), when one was given' })
  giftCardCents?: number;
  @ApiPropertyOptional({
    description:
      'True when the gift card paid the whole total: the order is paid, no card form (clientSecret is empty)',
  })
  paidWithGiftCard?: boolean;
}
