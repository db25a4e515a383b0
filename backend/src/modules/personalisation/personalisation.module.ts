import { Module } from '@nestjs/common';
import { PersonalisationController } from './personalisation.controller';

/** The name on the print: its options and fonts (the rules are the domain's, the renderer is platform/images). */
@Module({ controllers: [PersonalisationController] })
export class PersonalisationModule {}
