import { Module } from '@nestjs/common';
import { StylesController } from './styles.controller';

/** Art styles and their preview assets. */
@Module({ controllers: [StylesController] })
export class StylesModule {}
