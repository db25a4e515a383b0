import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ArtworkSizeDto {
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

/** A creation session as the shop reads it (image URLs signed). */
export class SessionDto {
  @ApiProperty() sessionId!: string;
  @ApiProperty({ type: String, nullable: true }) originalImageUrl!: string | null;
  @ApiProperty({
    type: [String],
    description: 'Every pet’s photo, signed, the first pet (originalImageUrl) first; up to 4',
  })
  petPhotos!: string[];
  @ApiProperty({ description: 'Pets in the portrait: 1 to 4', example: 1 }) petCount!: number;
  @ApiProperty({
    description: 'Whether pets can still be added or removed (no artwork made or being made)',
  })
  petPhotosChangeable!: boolean;
  @ApiProperty({ type: [String], description: 'Newest first, signed' }) generatedImages!: string[];
  @ApiProperty({ type: String, nullable: true }) selectedImage!: string | null;
  @ApiProperty({ type: String, nullable: true }) selectedStyle!: string | null;
  @ApiProperty({ type: String, nullable: true }) customPrompt!: string | null;
  @ApiProperty({ type: String, nullable: true }) selectedPrintType!: string | null;
  @ApiProperty({ type: String, nullable: true }) selectedPrintSize!: string | null;
  @ApiProperty() revisionCount!: number;
  @ApiProperty() aiJobStatus!: string;
  @ApiProperty({ enum: ['portrait', 'landscape', 'square'] }) orientation!:
    'portrait' | 'landscape' | 'square';
  @ApiProperty({ type: ArtworkSizeDto, nullable: true }) artwork!: ArtworkSizeDto | null;
  @ApiProperty() createdAt!: string;
}

/** One thing about the photo that may make poor art (docs/decisions.md D-169); the customer may go on or pick another. */
export class PhotoWarningDto {
  @ApiProperty({ enum: ['low-resolution', 'blurry', 'too-dark', 'too-bright'] })
  code!: 'low-resolution' | 'blurry' | 'too-dark' | 'too-bright';

  @ApiProperty({ description: 'What the shop shows, in the words of the upload step’s tips' })
  message!: string;
}

export class UploadResponseDto {
  @ApiProperty() sessionId!: string;

  @ApiProperty({
    type: [PhotoWarningDto],
    description: 'What the photo check found (empty: none); an unusable photo is refused with 400 instead',
  })
  warnings!: PhotoWarningDto[];
}

/** A pet's photo added to a session (several pets in one portrait). */
export class AddPetResponseDto {
  @ApiProperty({ type: () => SessionDto }) session!: SessionDto;

  @ApiProperty({
    type: [PhotoWarningDto],
    description:
      'What the check of this photo found (empty: none); an unusable photo is refused with 400 instead',
  })
  warnings!: PhotoWarningDto[];
}

export class UpdateSessionDto {
  @ApiPropertyOptional({ example: 'poster' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  selectedPrintType?: string;

  @ApiPropertyOptional({ example: '12x18' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  selectedPrintSize?: string;
}

export class SelectImageDto {
  @ApiProperty() @IsString() @MaxLength(100) sessionId!: string;
  @ApiProperty() @IsString() @MaxLength(2000) imageUrl!: string;
}

export class SelectImageResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() selectedImage!: string;
}
