import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { CUSTOMER_INFO_MAX_LENGTH as CHECKOUT_MAX } from '@petart/domain';
import { ShippingInfoDto } from './user.dto';
import type { ShippingInfoJson } from './user.entity';

/**
 * Length ceiling of every saved shipping field: the checkout form's ceiling for the same field, so an address the
 * profile accepts is one the checkout accepts too (the domain's spec rules, stricter where they exist, run after).
 */
export const SHIPPING_INFO_MAX_LENGTH = {
  address1: CHECKOUT_MAX.address,
  address2: CHECKOUT_MAX.address2,
  city: CHECKOUT_MAX.city,
  region: CHECKOUT_MAX.state,
  zip: CHECKOUT_MAX.postalCode,
  country: CHECKOUT_MAX.country,
  countryCode: CHECKOUT_MAX.countryCode,
  countryName: CHECKOUT_MAX.countryName,
} as const satisfies Record<keyof ShippingInfoJson, number>;

/** PATCH /user/settings: one tab at a time is fine; unknown fields are refused. */
export class UpdateSettingsDto {
  @ApiProperty({ required: false }) @IsOptional() @IsString() firstName?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() lastName?: string;
  @ApiProperty({ required: false, description: 'Digits only, 7 to 15' })
  @IsOptional()
  @IsString()
  phone?: string;
  @ApiProperty({
    required: false,
    description: 'An object, or the same object as a JSON string',
    oneOf: [{ $ref: '#/components/schemas/ShippingInfoDto' }, { type: 'string' }],
  })
  @Allow()
  shippingInfo?: ShippingInfoDto | string;
}
