import { Inject, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ArtStylesRepository } from './art-styles.repository';
import { FALLBACK_PREVIEW_SLUG, previewUrlFor } from '@petart/domain';

/** One art style as the create screen lists it. */
export interface ArtStyleView {
  id: string;
  name: string;
  imageUrl: string;
}

/**
 * The styles module owns `art_styles` (seeded by migration, in screen order; read through ArtStylesRepository) and the committed preview images under
 * backend/assets/styles, which are read once per process and kept in memory (a handful of small files).
 */
@Injectable()
export class StylesService {
  private readonly assetsDir: string;
  private readonly cache = new Map<string, Buffer>();

  constructor(
    private readonly styles: ArtStylesRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.assetsDir = path.join(config.repoRoot, 'backend/assets/styles');
  }

  /** The styles in screen order, each with its preview image. */
  async list(): Promise<ArtStyleView[]> {
    const rows = await this.styles.inScreenOrder();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.imageUrl ?? previewUrlFor(row.name),
    }));
  }

  /**
   * The preview image `<slug>.webp`; an unknown style gets the Drawing preview. ASSET.NOT_FOUND for anything that is
   * not a preview file name.
   */
  async preview(file: string): Promise<Buffer> {
    const match = /^([a-z0-9-]{1,60})\.webp$/.exec(file);
    if (!match) throw new AppError('ASSET.NOT_FOUND', 'Asset not found');
    const body = (await this.read(`${match[1]}.webp`)) ?? (await this.read(`${FALLBACK_PREVIEW_SLUG}.webp`));
    if (!body) throw new AppError('ASSET.NOT_FOUND', 'Asset not found');
    return body;
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
