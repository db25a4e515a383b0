import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { JwtAuthGuard } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ApiBinaryOk, ApiErrors, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { ArtStyleEntity } from './art-style.entity';
import { FALLBACK_PREVIEW_SLUG, previewUrlFor } from './style-prompts';

export class ArtStyleDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '/api/assets/watercolor.webp' }) imageUrl!: string;
}

/** The style list (DB, seeded by migration, in screen order) and the committed preview images. */
@ApiTags('styles')
@Controller()
export class StylesController {
  private readonly assetsDir: string;
  private readonly cache = new Map<string, Buffer>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.assetsDir = path.join(config.repoRoot, 'backend/assets/styles');
  }

  @Get('art-styles')
  @ApiOperation({ operationId: 'getArtStyles', summary: 'The art styles, in screen order' })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: [ArtStyleDto] })
  async list(): Promise<ArtStyleDto[]> {
    const rows = await this.dataSource
      .getRepository(ArtStyleEntity)
      .find({ order: { sortOrder: 'ASC', name: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.imageUrl ?? previewUrlFor(row.name),
    }));
  }

  @Get('assets/:file')
  @ApiOperation({ operationId: 'getStyleAsset', summary: 'A style preview image' })
  @ApiBinaryOk('A style preview image (public, immutable); unknown styles get the Drawing preview', [
    'image/webp',
  ])
  @ApiErrors({ 404: 'Not a preview file name (`<slug>.webp`)' })
  @ApiWithoutDatabase()
  async asset(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const match = /^([a-z0-9-]{1,60})\.webp$/.exec(file);
    if (!match) throw new AppError('ASSET.NOT_FOUND', 'Asset not found');
    const body = (await this.read(`${match[1]}.webp`)) ?? (await this.read(`${FALLBACK_PREVIEW_SLUG}.webp`));
    if (!body) throw new AppError('ASSET.NOT_FOUND', 'Asset not found');
    await reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  }

  private async read(file: string): Promise<Buffer | undefined> {
    const cached = this.cache.get(file);
    if (cached) return cached;
    try {
      const body = await readFile(path.join(this.assetsDir, file));
      this.cache.set(file, body);
      return body;
    } catch {
      return undefined;
    }
  }
}
