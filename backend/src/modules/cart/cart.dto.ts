import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PrintOptionDto } from '../catalogue';
import { NameOnPrintDto } from '../personalisation';

/** Quantity bounds of one cart line (spec: at least 1; 99 is our ceiling per line). */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
export const QUANTITY_MESSAGES = {
  integer: 'Quantity must be a whole number',
  min: `Quantity must be at least ${CART_QUANTITY_MIN}`,
  max: `Quantity cannot be more than ${CART_QUANTITY_MAX}`,
} as const;

/** POST /cart. Price is never taken from the client: it comes from the catalogue. */
export class AddCartItemDto extends PrintOptionDto {
  @ApiProperty({ description: 'The creation session the artwork belongs to' })
  @IsString({ message: 'sessionId is required' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @MaxLength(64)
  sessionId!: string;

  @ApiProperty({ required: false, default: 1, minimum: CART_QUANTITY_MIN, maximum: CART_QUANTITY_MAX })
  @IsOptional()
  // class-validator reports the bottom decorator first: the type message wins over the range ones.
  @Max(CART_QUANTITY_MAX, { message: QUANTITY_MESSAGES.max })
  @Min(CART_QUANTITY_MIN, { message: QUANTITY_MESSAGES.min })
  @IsInt({ message: QUANTITY_MESSAGES.integer })
  quantity?: number;

  @ApiProperty({ description: 'Image URL (signed or unsigned) of one of the session images' })
  @IsString({ message: 'imageUrl is required' })
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(2048)
  imageUrl!: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Watercolor' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  artStyle?: string | null;

  @ApiProperty({
    type: NameOnPrintDto,
    required: false,
    nullable: true,
    description:
      'The name on the print; null or absent for none. Part of the line: another name (or none) is another line',
  })
  @IsOptional()
  @IsObject({ message: 'personalisation must be an object' })
  @ValidateNested()
  @Type(() => NameOnPrintDto)
  personalisation?: NameOnPrintDto | null;
}

/** PUT /cart/:itemId. */
export class UpdateCartItemDto {
  @ApiProperty({ minimum: CART_QUANTITY_MIN, maximum: CART_QUANTITY_MAX })
  // class-validator reports the bottom decorator first: the type message wins over the range ones.
  @Max(CART_QUANTITY_MAX, { message: QUANTITY_MESSAGES.max })
  @Min(CART_QUANTITY_MIN, { message: QUANTITY_MESSAGES.min })
  @IsInt({ message: QUANTITY_MESSAGES.integer })
  quantity!: number;
}

export class CartItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() sessionId!: string;
  @ApiProperty({ example: 'canvas' }) printType!: string;
  @ApiProperty({ example: '20x30' }) printSize!: string;
  @ApiProperty({ description: 'Signed image URL' }) imageUrl!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: String, nullable: true }) artStyle!: string | null;
  @ApiProperty({ type: NameOnPrintDto, nullable: true }) personalisation!: NameOnPrintDto | null;
  @ApiProperty({ description: 'Pets in the portrait (1 to 4); each after the first is priced in unitPrice' })
  petCount!: number;
  @ApiProperty({
    description: 'Unit price in dollars, from the catalogue (plus the name on the print, when priced)',
    example: 69.99,
  })
  unitPrice!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class CartDto {
  @ApiProperty({ type: [CartItemDto] }) items!: CartItemDto[];
  @ApiProperty({ description: 'Sum of the quantities' }) itemCount!: number;
}

export class CartItemResultDto {
  @ApiProperty({ type: CartItemDto }) item!: CartItemDto;
  @ApiProperty({ description: 'Sum of the quantities' }) itemCount!: number;
}

export class CartRemovedDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ description: 'Sum of the quantities' }) itemCount!: number;
}
