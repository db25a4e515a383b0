import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions';
import { GenerationController } from './generation.controller';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { GenerationService } from './generation.service';

/** Artwork generation; the ImageGenerator port is bound by the global AdaptersModule. */
@Module({
  imports: [SessionsModule],
  controllers: [GenerationController],
  providers: [GenerationService, GenerationJobsRepository],
  exports: [GenerationJobsRepository],
})
export class GenerationModule {}
