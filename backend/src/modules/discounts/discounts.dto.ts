import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_STATUSES, type DiscountStatus } from '@petart/domain';
import { IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /discounts/apply. */
export class ApplyDiscountDto {
  @ApiProperty({ example: 'SAVE10', description: 'Case-insensitive; surrounding spaces are ignored' })
  @IsString()
  @MaxLength(100)
  code!: string;
}

/** A code that applies to the caller's cart. */
export class AppliedDiscountDto {
  @ApiProperty({ example: 'SAVE10', description: 'The code as stored (upper case)' }) code!: string;
  @ApiProperty({ enum: ['percent', 'fixed'] }) kind!: 'percent' | 'fixed';
  @ApiProperty({ example: 10, description: 'percent: 1..100; fixed: cents' }) value!: number;
  @ApiProperty({ example: '10% off' }) description!: string;
  @ApiProperty({ example: 400, description: 'Taken off the products of the cart as it is now, in cents' })
  discountCents!: number;
  @ApiProperty({ example: 3999, description: "The cart's products, in cents" }) subtotalCents!: number;
}

/** POST /admin/discounts. */
export class CreateDiscountDto {
  @ApiProperty({ example: 'SAVE10', maxLength: DISCOUNT_CODE_MAX_LENGTH })
  @IsString()
  @MaxLength(100)
  code!: string;
  @ApiProperty({ enum: ['percent', 'fixed'] }) @IsIn(['percent', 'fixed']) kind!: 'percent' | 'fixed';
  @ApiProperty({ example: 10, description: 'percent: a whole 1..100; fixed: cents' }) @IsInt() value!: number;
  @ApiPropertyOptional({ example: 5000, description: 'Products subtotal needed, in cents (default 0)' })
  @IsOptional()
  @IsInt()
  minOrderCents?: number;
  @ApiPropertyOptional({ description: 'ISO time; default: at once' })
  @IsOptional()
  @IsDateString()
  startsAt?: string;
  @ApiPropertyOptional({ description: 'ISO time; default: never' })
  @IsOptional()
  @IsDateString()
  endsAt?: string;
  @ApiPropertyOptional({ example: 100, description: 'Total uses; default unlimited' })
  @IsOptional()
  @IsInt()
  maxUses?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() oncePerCustomer?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() firstOrderOnly?: boolean;
}

/** A code as staff see it, with what it did. */
export class AdminDiscountDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'SAVE10' }) code!: string;
  @ApiProperty({ enum: ['percent', 'fixed'] }) kind!: 'percent' | 'fixed';
  @ApiProperty({ example: 10 }) value!: number;
  @ApiProperty({ example: '10% off' }) description!: string;
  @ApiProperty({ example: 0 }) minOrderCents!: number;
  @ApiProperty({ type: String, nullable: true }) startsAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) endsAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) maxUses!: number | null;
  @ApiProperty() oncePerCustomer!: boolean;
  @ApiProperty() firstOrderOnly!: boolean;
  @ApiProperty({ description: 'False once staff deactivated it (see status for whether it applies now)' })
  active!: boolean;
  @ApiProperty({
    enum: DISCOUNT_STATUSES,
    description:
      "Whether it applies now, by the customer's rule: active, scheduled (not started), expired, used_up (every use " +
      'taken, reservations of payable orders included), deactivated',
  })
  status!: DiscountStatus;
  @ApiProperty({ description: 'ISO time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) deactivatedAt!: string | null;
  @ApiProperty({ description: 'Paid orders that used the code (a refunded cancellation gives its use back)' })
  uses!: number;
  @ApiProperty({ description: 'Unpaid orders holding a use (counted against the total)' }) reserved!: number;
  @ApiProperty({ description: 'Discount given by those uses, in cents (the dashboard counts the same)' })
  discountCents!: number;
  @ApiProperty({ description: 'What the paid orders with the code brought in (paid less refunded), cents' })
  revenueCents!: number;
}

export class AdminDiscountListDto {
  @ApiProperty({ type: [AdminDiscountDto] }) items!: AdminDiscountDto[];
}
