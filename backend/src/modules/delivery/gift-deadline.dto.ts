import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GIFT_HOLIDAY_IDS, PRINT_TYPES } from '@petart/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const PRINT_TYPE_IDS = PRINT_TYPES.map((t) => t.value);

/** Where and what the order-by date is asked for: a destination and the prints in question (default all). */
export class GiftDeadlineQueryDto {
  @ApiPropertyOptional({
    description: 'Destination country (ISO 3166-1 alpha-2)',
    default: 'US',
    example: 'US',
  })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'country must be a two-letter country code' })
  country?: string;

  @ApiPropertyOptional({ description: 'Region (state) code, for the remote US territories', example: 'HI' })
  @IsOptional()
  @IsString()
  @MaxLength(10, { message: 'region must be at most 10 characters' })
  region?: string;

  @ApiPropertyOptional({
    description: 'Comma-separated print types (default every print the shop sells); the slowest decides',
    example: ['poster', 'canvas'],
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((t) => t.trim().toLowerCase()) : value,
  )
  @IsIn(PRINT_TYPE_IDS, { each: true, message: `printTypes must be among ${PRINT_TYPE_IDS.join(', ')}` })
  printTypes?: string[];

  @ApiPropertyOptional({
    description:
      'true when the customer asked for a proof before printing: its business days come first (D-300)',
    enum: ['true', 'false'],
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'proof must be true or false' })
  proof?: 'true' | 'false';
}

export class GiftHolidayDto {
  @ApiProperty({ enum: GIFT_HOLIDAY_IDS })
  id!: string;

  @ApiProperty({ example: 'Christmas' })
  name!: string;

  @ApiProperty({ example: '2026-12-25', description: 'The holiday (ISO date)' })
  date!: string;

  @ApiProperty({ example: '2026-12-24', description: 'The day the print must have arrived by (ISO date)' })
  deliverBy!: string;
}

export class GiftDeadlineDto {
  @ApiProperty({
    enum: ['open', 'passed'],
    description:
      'open: the holiday can still be made (by `method`, by `orderBy`); passed: it cannot any more',
  })
  kind!: 'open' | 'passed';

  @ApiProperty({ type: GiftHolidayDto })
  holiday!: GiftHolidayDto;

  @ApiPropertyOptional({ example: '2026-12-05', description: 'The last day to order (ISO date), when open' })
  orderBy?: string;

  @ApiPropertyOptional({ example: 'standard', description: 'The shipping method that makes it, when open' })
  method?: string;

  @ApiProperty({ example: 'Order by Dec 5 for Christmas delivery in the US' })
  sentence!: string;
}

export class GiftDeadlineResultDto {
  @ApiProperty({ example: '2026-12-03', description: "The shop's day the answer was computed for (UTC)" })
  today!: string;

  @ApiProperty({
    type: GiftDeadlineDto,
    nullable: true,
    description: 'Null when no holiday is in the calendar',
  })
  deadline!: GiftDeadlineDto | null;
}
