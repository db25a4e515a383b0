import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PRINT_FONTS } from '@petart/domain';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ApiBinaryOk, ApiErrors, ApiWithoutDatabase } from '../../platform/http/api-responses';
import { AppError } from '../../platform/http/app-error';
import { fontsDir } from '../../platform/images/name-on-print';

export class PrintFontDto {
  @ApiProperty({ example: 'playfair' }) id!: string;
  @ApiProperty({ example: 'Classic' }) label!: string;
  @ApiProperty({ example: 'Playfair Display' }) family!: string;
  @ApiProperty({ example: '/api/personalisation/fonts/playfair-display-700.ttf' }) url!: string;
}

export class PersonalisationOptionsDto {
  @ApiProperty({ description: 'Price of the name on the print per unit, in cents (0: free)', example: 0 })
  nameOnPrintPriceCents!: number;
  @ApiProperty({
    description: 'Price of each pet after the first in one portrait, per unit, in cents (0: free)',
    example: 1000,
  })
  extraPetPriceCents!: number;
  @ApiProperty({ type: [PrintFontDto] }) fonts!: PrintFontDto[];
}

/**
 * What the shop needs to offer the name on the print: its configured price and the shipped fonts (served here so
 * the font choice is shown in the very files the renderer draws with). Public, like the catalogue: no customer data.
 */
@ApiTags('personalisation')
@Controller('personalisation')
export class PersonalisationController {
  private readonly files = new Map<string, Buffer>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('options')
  @ApiOperation({
    operationId: 'getPersonalisationOptions',
    summary: 'The prices of the personal touches (name on the print, extra pets) and the fonts',
  })
  @ApiOkResponse({ type: PersonalisationOptionsDto })
  @ApiWithoutDatabase()
  options(): PersonalisationOptionsDto {
    return {
      nameOnPrintPriceCents: this.config.nameOnPrintPriceCents,
      extraPetPriceCents: this.config.extraPetPriceCents,
      fonts: PRINT_FONTS.map((f) => ({
        id: f.id,
        label: f.label,
        family: f.family,
        url: `/api/personalisation/fonts/${f.file}`,
      })),
    };
  }

  @Get('fonts/:file')
  @ApiOperation({ operationId: 'getPrintFont', summary: 'One of the shipped fonts (TrueType)' })
  @ApiBinaryOk('The font file (public, immutable; SIL Open Font License 1.1)', ['font/ttf'])
  @ApiErrors({ 404: 'Not one of the shipped fonts' })
  @ApiWithoutDatabase()
  async font(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const known = PRINT_FONTS.find((f) => f.file === file);
    if (!known) throw new AppError('ASSET.NOT_FOUND', 'Font not found');
    let body = this.files.get(file);
    if (!body) {
      body = await readFile(path.join(fontsDir(), known.file));
      this.files.set(file, body);
    }
    await reply
      .header('content-type', 'font/ttf')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  }
}
