import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../../platform/auth';
import { ApiBinaryOk, ApiErrors, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { StylesService } from './styles.service';

export class ArtStyleDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '/api/assets/watercolor.webp' }) imageUrl!: string;
}

/** The style list and the committed preview images. */
@ApiTags('styles')
@Controller()
export class StylesController {
  constructor(private readonly styles: StylesService) {}

  @Get('art-styles')
  @ApiOperation({ operationId: 'getArtStyles', summary: 'The art styles, in screen order' })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [ArtStyleDto] })
  list(): Promise<ArtStyleDto[]> {
    return this.styles.list();
  }

  @Get('assets/:file')
  @ApiOperation({ operationId: 'getStyleAsset', summary: 'A style preview image' })
  @ApiBinaryOk('A style preview image (public, immutable); unknown styles get the Drawing preview', [
    'image/webp',
  ])
  @ApiErrors({ 404: 'Not a preview file name (`<slug>.webp`)' })
  @ApiWithoutDatabase()
  async asset(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.styles.preview(file);
    await reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  }
}
