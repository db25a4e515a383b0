import { Module } from '@nestjs/common';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';

/** Artwork generation; the ImageGenerator port is bound by the global AdaptersModule. */
@Module({
  controllers: [GenerationController],
  providers: [GenerationService],
})
export class GenerationModule {}
