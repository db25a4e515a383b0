import { ApiProperty } from '@nestjs/swagger';

export class CatalogueSizeDto {
  @ApiProperty({ example: '12x18', description: 'Width x height in inches' })
  value!: string;

  @ApiProperty({ example: '12" x 18"' })
  label!: string;

  @ApiProperty({ enum: ['Small', 'Medium', 'Large', 'Max'], example: 'Medium', description: 'Size tier' })
  description!: string;

  @ApiProperty({ enum: ['portrait', 'landscape', 'square'], example: 'portrait' })
  orientation!: string;

  @ApiProperty({ example: 39.99, description: 'Price in dollars' })
  price!: number;

  @ApiProperty({ type: 'integer', example: 3999, description: 'Price in cents' })
  priceCents!: number;

  @ApiProperty({ type: 'integer', description: 'Fulfilment provider variant id' })
  variantId!: number;

  @ApiProperty()
  recommended!: boolean;

  @ApiProperty({ example: 12 })
  widthIn!: number;

  @ApiProperty({ example: 18 })
  heightIn!: number;

  @ApiProperty({ type: 'integer', example: 30 })
  widthCm!: number;

  @ApiProperty({ type: 'integer', example: 46 })
  heightCm!: number;
}

export class CataloguePrintTypeDto {
  @ApiProperty({ enum: ['poster', 'canvas', 'framed'], example: 'canvas' })
  value!: string;

  @ApiProperty({ example: 'Canvas' })
  label!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  details!: string;

  @ApiProperty({ example: 49.99, description: 'Base price in dollars' })
  basePrice!: number;

  @ApiProperty()
  popular!: boolean;

  @ApiProperty()
  comingSoon!: boolean;

  @ApiProperty({ type: [CatalogueSizeDto] })
  sizes!: CatalogueSizeDto[];
}

export class CatalogueDto {
  @ApiProperty({ type: [CataloguePrintTypeDto] })
  printTypes!: CataloguePrintTypeDto[];
}
