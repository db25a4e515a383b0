import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CUSTOMER_INFO_MAX_LENGTH as MAX, type ShippingInfo } from '@petart/domain';

/**
 * Length ceiling of each address field as the API takes it: the checkout form's ceiling for the same field, so an
 * address one endpoint accepts the others accept too (the domain's rules, stricter where the spec has one, run after).
 */
export const ADDRESS_MAX_LENGTH = {
  address1: MAX.address,
  address2: MAX.address2,
  city: MAX.city,
  region: MAX.state,
  zip: MAX.postalCode,
  country: MAX.country,
  countryCode: MAX.countryCode,
  countryName: MAX.countryName,
} as const satisfies Record<keyof ShippingInfo, number>;

/**
 * An address a client sends (the saved shipping info, staff correcting an order's address), in the spec's field
 * names (product.md P13). Only types and generous lengths are checked here; the rule of each use and its messages
 * come from the domain's `validateAddress` in the service, so the API answers with the same words as the forms.
 */
export class AddressInputDto {
  @ApiProperty({ example: '1 Market St' })
  @IsString()
  @MinLength(1)
  @MaxLength(ADDRESS_MAX_LENGTH.address1)
  address1!: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(ADDRESS_MAX_LENGTH.address2) address2?: string;

  @ApiProperty({ example: 'San Francisco' })
  @IsString()
  @MinLength(1)
  @MaxLength(ADDRESS_MAX_LENGTH.city)
  city!: string;

  @ApiPropertyOptional({ example: 'CA', description: 'State/Province (required for some countries)' })
  @IsOptional()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.region)
  region?: string;

  @ApiProperty({ example: '94105' })
  @IsString()
  @MinLength(1)
  @MaxLength(ADDRESS_MAX_LENGTH.zip)
  zip!: string;

  @ApiProperty({
    example: 'US',
    description:
      'ISO 3166-1 alpha-2 code (the saved shipping info also takes a name when countryCode is sent)',
  })
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.country)
  country!: string;

  @ApiPropertyOptional({ example: 'US', description: 'ISO 3166-1 alpha-2 code; wins over country' })
  @IsOptional()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.countryCode)
  countryCode?: string;

  @ApiPropertyOptional({ example: 'United States' })
  @IsOptional()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH.countryName)
  countryName?: string;
}

/**
 * An address as the API answers it: an order's shipping address (with its recipient, snake_case as the spec reads
 * it) or an account's saved shipping info (with the country's code and name), product.md P13. Every field is
 * optional because stored records are answered as they are and older ones lack some; an order's address in the
 * customer's order read always has the eight order fields ('' when empty).
 */
export class AddressDto {
  @ApiPropertyOptional({ description: "Recipient's first name (an order's address)" }) first_name?: string;
  @ApiPropertyOptional({ description: "Recipient's last name (an order's address)" }) last_name?: string;
  @ApiPropertyOptional({ example: '1 Market St' }) address1?: string;
  @ApiPropertyOptional() address2?: string;
  @ApiPropertyOptional({ example: 'San Francisco' }) city?: string;
  @ApiPropertyOptional({ example: 'CA', description: 'State/Province' }) region?: string;
  @ApiPropertyOptional({ example: '94105' }) zip?: string;
  @ApiPropertyOptional({
    example: 'US',
    description: "ISO 3166-1 alpha-2 code (an account's older records may hold a name)",
  })
  country?: string;
  @ApiPropertyOptional({ example: 'US', description: "ISO code (an account's saved shipping info)" })
  countryCode?: string;
  @ApiPropertyOptional({
    example: 'United States',
    description: "Country name (an account's saved shipping info)",
  })
  countryName?: string;
}
