import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class GenerateDto {
  @ApiProperty() @IsString() @MaxLength(100) sessionId!: string;
  @ApiProperty({ example: 'Watercolor' }) @IsString() @MinLength(1) @MaxLength(100) style!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) customPrompt?: string;
  @ApiPropertyOptional({ description: 'Admins only: answer as if the generator failed with this errorType' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  testError?: string;
  @ApiPropertyOptional({ description: "true for the Results page's refine ('Create New Variation')" })
  @IsOptional()
  @IsBoolean()
  revision?: boolean;
}

export class GenerateResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [String], description: 'Newest first, signed' }) generatedImages!: string[];
  @ApiProperty() generatedImageUrl!: string;
  @ApiProperty() aiJobId!: string;
  @ApiProperty({ enum: ['completed'] }) aiJobStatus!: 'completed';
  @ApiProperty() revisionCount!: number;
}

/** The progress dialog's poll while a generation runs: the newest partial frame, when there is one. */
export class GenerationPreviewDto {
  @ApiProperty({ description: "The session's generation: pending, processing, completed or failed" })
  aiJobStatus!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Signed URL of the newest partial frame (small WebP, never printable) while the generation runs',
  })
  previewImageUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '0-based index of that frame' })
  previewIndex!: number | null;
}
