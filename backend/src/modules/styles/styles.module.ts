import { Module } from '@nestjs/common';
import { ArtStylesRepository } from './art-styles.repository';
import { StylesController } from './styles.controller';
import { StylesService } from './styles.service';

/** Art styles (owner of `art_styles`) and their preview assets. */
@Module({
  controllers: [StylesController],
  providers: [StylesService, ArtStylesRepository],
  exports: [StylesService],
})
export class StylesModule {}
