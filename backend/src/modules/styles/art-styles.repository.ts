import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArtStyleEntity } from './art-style.entity';

/** The one reader of `art_styles` (seeded by migration; the styles module owns it, {@link ArtStyleEntity} is its row type). */
@Injectable()
export class ArtStylesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every style in screen order (sort order, then name). */
  inScreenOrder(): Promise<ArtStyleEntity[]> {
    return this.dataSource.getRepository(ArtStyleEntity).find({ order: { sortOrder: 'ASC', name: 'ASC' } });
  }
}
