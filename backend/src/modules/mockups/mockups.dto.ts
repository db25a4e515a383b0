import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { PrintOptionDto } from '../catalogue/print-option.dto';

/** POST /generate-mockups. requestId / timestamp only identify the request (the client aborts stale ones). */
export class GenerateMockupsDto extends PrintOptionDto {
  @ApiProperty({ description: 'Signed or unsigned URL of one of the caller’s session images' })
  @IsString({ message: 'imageUrl is required' })
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(2048)
  imageUrl!: string;

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
