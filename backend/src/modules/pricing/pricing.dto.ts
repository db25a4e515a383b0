import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { SHIPPING_METHODS, type ShippingMethod } from '@petart/domain';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  IsBoolean,
} from 'class-validator';

/** One line to price (when the caller prices something other than its server-side cart). */
export class PricingItemDto {
  @ApiProperty({ example: 'canvas' })
  @IsString()
  @MaxLength(20)
  printType!: string;

  @ApiProperty({ example: '20x30' })
  @IsString()
  @MaxLength(20)
  printSize!: string;

  @ApiProperty({ minimum: 1, maximum: 99, example: 1 })
  @Max(99)
  @Min(1)
  @IsInt()
  quantity!: number;
}

/** Destination used for shipping and tax. Field rules (and their messages) are checked by the service. */
export class PricingAddressDto {
  @ApiPropertyOptional({ example: '94105' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  postalCode?: string;

  @ApiPropertyOptional({ example: 'CA', description: 'State / province / region code' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;

  @ApiPropertyOptional({ example: 'San Francisco' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional({ example: '1 Market St' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  address1?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  address2?: string;
}

/** POST /pricing/calculate-cart. Without `items` the caller's cart is priced. */
export class CalculateCartDto {
  @ApiPropertyOptional({ type: [PricingItemDto], description: "Omit to price the caller's cart" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PricingItemDto)
  items?: PricingItemDto[];

  @ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2 country code' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  country?: string;

  @ApiProperty({ type: PricingAddressDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PricingAddressDto)
  address?: PricingAddressDto;

  @ApiPropertyOptional({
    example: 'SAVE10',
    description: 'A discount code to apply (case-insensitive); 400 with the reason when it does not apply',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  discountCode?: string;

  @ApiPropertyOptional({
    enum: SHIPPING_METHODS,
    example: 'standard',
    description:
      'How the parcel travels (default standard); 400 PRICING.SHIPPING_METHOD_UNAVAILABLE when not offered to the address',
  })
  @IsOptional()
  @IsIn(SHIPPING_METHODS, { message: `shippingMethod must be one of: ${SHIPPING_METHODS.join(', ')}` })
  shippingMethod?: ShippingMethod;

  @ApiPropertyOptional({
    example: '2026-12-20',
    description:
      'A day the order should arrive by (YYYY-MM-DD): the answer says whether the method makes it, and which method does',
  })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'arriveBy must be a date written YYYY-MM-DD' })
  arriveBy?: string;

  @ApiPropertyOptional({
    example: true,
    description:
      'Show me a proof before printing (free): every delivery range, and the arrive-by answer, count its business days too',
  })
  @IsOptional()
  @IsBoolean({ message: 'proof must be true or false' })
  proof?: boolean;
}

/** Whether the priced method arrives by the day asked for. */
export class ArriveByDto {
  @ApiProperty({ example: '2026-12-20' }) date!: string;
  @ApiProperty({ enum: SHIPPING_METHODS, example: 'standard' }) method!: ShippingMethod;
  @ApiProperty({ example: '2026-12-18', description: 'The latest day the method arrives, ordered today' })
  latestArrival!: string;
  @ApiProperty({ description: 'True when latestArrival is on or before date' }) makesIt!: boolean;
  @ApiPropertyOptional({
    enum: SHIPPING_METHODS,
    description: 'When it does not: the first offered method that does',
  })
  suggestedMethod?: ShippingMethod;
  @ApiProperty({ example: 'Standard shipping arrives by Dec 18 at the latest: in time for Dec 20.' })
  message!: string;
}

/** One shipping method offered for the cart to the address: its price and delivery range. */
export class ShippingMethodOptionDto {
  @ApiProperty({ enum: SHIPPING_METHODS, example: 'express' }) method!: ShippingMethod;
  @ApiProperty({ example: 'Express shipping' }) label!: string;
  @ApiProperty({ example: 2299, description: 'Shipping with this method, in cents' }) shippingCost!: number;
  @ApiProperty({ example: '3-6 business days' }) deliveryTime!: string;
  @ApiProperty({ example: 3, description: 'Fewest business days' }) minDays!: number;
  @ApiProperty({ example: 6, description: 'Most business days' }) maxDays!: number;
}

export class DeliveryEstimateItemDto {
  @ApiProperty({ example: 'Canvas' }) label!: string;
  @ApiProperty({ example: '4-10 business days' }) range!: string;
  @ApiProperty({ example: 105, description: 'Fulfilment provider id' }) provider!: number;
  @ApiProperty({ type: [String], example: ['canvas'] }) printTypes!: string[];
  @ApiProperty({ example: 4 }) min!: number;
  @ApiProperty({ example: 10 }) max!: number;
}

export class DeliveryEstimatesDto {
  @ApiProperty() hasMultipleProviders!: boolean;
  @ApiProperty({ type: [DeliveryEstimateItemDto] }) estimates!: DeliveryEstimateItemDto[];
  @ApiProperty({ example: '4-10 business days' }) combinedRange!: string;
  @ApiPropertyOptional() separatePackagesNote?: string;
  @ApiPropertyOptional() canvasTip?: string;
}

export class PricingResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Pricing calculated' }) message!: string;
  @ApiProperty({ example: 69.99, description: 'Products, in dollars' }) productPrice!: number;
  @ApiProperty({ example: 999, description: 'Shipping, in cents' }) shippingCost!: number;
  @ApiProperty({ example: 580, description: 'Tax, in cents' }) taxAmount!: number;
  @ApiProperty({ example: 85.78, description: 'Total, in dollars (after the discount)' }) total!: number;
  @ApiPropertyOptional({ example: 'SAVE10', description: 'The discount code applied' }) discountCode?: string;
  @ApiPropertyOptional({ example: 700, description: 'Taken off the products by the code, in cents' })
  discountCents?: number;
  @ApiProperty({ example: '4-10 business days' }) deliveryTime!: string;
  @ApiProperty({ type: DeliveryEstimatesDto }) deliveryEstimates!: DeliveryEstimatesDto;
  @ApiProperty({
    enum: SHIPPING_METHODS,
    example: 'standard',
    description: 'The method priced in shippingCost, total and tax',
  })
  shippingMethod!: ShippingMethod;
  @ApiProperty({
    type: [ShippingMethodOptionDto],
    description:
      'Every method offered for the cart to the address (standard first), each with its price and range',
  })
  shippingMethods!: ShippingMethodOptionDto[];
  @ApiPropertyOptional({ type: ArriveByDto, description: 'Present when arriveBy was asked' })
  arriveBy?: ArriveByDto;
}
