import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CROP_POSITION_MESSAGE } from '@petart/domain';
import { PrintOptionDto } from '../catalogue';
import { NameOnPrintDto } from '../personalisation';

/** POST /generate-mockups. requestId / timestamp only identify the request (the client aborts stale ones). */
export class GenerateMockupsDto extends PrintOptionDto {
  @ApiProperty({ description: 'Signed or unsigned URL of one of the caller’s session images' })
  @IsString({ message: 'imageUrl is required' })
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(2048)
  imageUrl!: string;

  @ApiProperty({
    type: NameOnPrintDto,
    required: false,
    nullable: true,
    description: 'The name on the print, drawn into every view by the renderer the print file uses',
  })
  @IsOptional()
  @IsObject({ message: 'personalisation must be an object' })
  @ValidateNested()
  @Type(() => NameOnPrintDto)
  personalisation?: NameOnPrintDto | null;

  @ApiProperty({
    type: Number,
    required: false,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description:
      "A proof order line's crop (0 left/top to 1 right/bottom along the overflowing axis); absent or null: the automatic crop",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CROP_POSITION_MESSAGE })
  @Min(0, { message: CROP_POSITION_MESSAGE })
  @Max(1, { message: CROP_POSITION_MESSAGE })
  cropPosition?: number | null;

  @ApiProperty({ required: false }) @IsOptional() @IsString() @MaxLength(100) requestId?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsNumber() timestamp?: number;
}

export class MockupDto {
  @ApiProperty({ description: 'Signed image URL with &camera_label=<label> appended' }) src!: string;
  @ApiProperty({ enum: ['front', 'angled', 'room'] }) view!: 'front' | 'angled' | 'room';
  @ApiProperty({ example: 'front' }) cameraLabel!: string;
}

export class GenerateMockupsResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [MockupDto] }) mockups!: MockupDto[];
}

export class VariantMismatchDto {
  @ApiProperty({ enum: [false] }) success!: false;
  @ApiProperty({ example: 'VARIANT_MISMATCH' }) errorCode!: string;
  @ApiProperty({ example: 'VARIANT_MISMATCH' }) errorType!: string;
  @ApiProperty({ example: 'Size Temporarily Unavailable' }) error!: string;
  @ApiProperty({ example: 'Please try a different size for now. Our team is working on fixing this issue.' })
  message!: string;
  @ApiProperty({ type: [String] }) details!: string[];
  @ApiProperty({ example: 'MOCKUP.VARIANT_MISMATCH' }) code!: string;
}
