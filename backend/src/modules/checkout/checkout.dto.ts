import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/**
 * The checkout form (spec 2 §5). Only types and generous lengths are checked here; the spec's rules and messages
 * come from the domain's validateCheckout in the service, so the API answers with the same words as the form.
 */
export class CustomerInfoDto {
  @ApiProperty({ example: 'ada@example.com' }) @IsString() @MaxLength(320) email!: string;
  @ApiProperty({ example: '+14155550100' }) @IsString() @MaxLength(60) phone!: string;
  @ApiProperty({ example: 'Ada' }) @IsString() @MaxLength(200) firstName!: string;
  @ApiProperty({ example: 'Lovelace' }) @IsString() @MaxLength(200) lastName!: string;
  @ApiProperty({ example: '1 Market St' }) @IsString() @MaxLength(300) address!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) address2?: string;
  @ApiProperty({ example: 'San Francisco' }) @IsString() @MaxLength(200) city!: string;
  @ApiPropertyOptional({ example: 'CA' }) @IsOptional() @IsString() @MaxLength(100) state?: string;
  @ApiProperty({ example: '94105' }) @IsString() @MaxLength(40) postalCode!: string;
  @ApiProperty({
    example: 'US',
    description: 'ISO code (a country name is accepted when countryCode is sent)',
  })
  @IsString()
  @MaxLength(100)
  country!: string;
  @ApiPropertyOptional({ example: 'US' }) @IsOptional() @IsString() @MaxLength(2) countryCode?: string;
  @ApiPropertyOptional({ example: 'United States' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  countryName?: string;
  @ApiPropertyOptional({ description: 'Ignored (the cart decides); accepted because the form sends it' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  printType?: string;
}

export class CreatePaymentIntentDto {
  @ApiProperty({ type: CustomerInfoDto })
  @IsDefined({ message: 'customerInfo is required' })
  @IsObject({ message: 'customerInfo is required' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo!: CustomerInfoDto;
}

export class PaymentIntentResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ description: 'Secret for the card form (Stripe Elements or the local test form)' })
  clientSecret!: string;
  @ApiProperty({ description: 'Unguessable order reference' }) orderHash!: string;
  @ApiProperty({ enum: ['local', 'stripe'] }) paymentProvider!: 'local' | 'stripe';
  @ApiPropertyOptional() publishableKey?: string;
}
