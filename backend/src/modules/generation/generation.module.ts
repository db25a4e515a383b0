import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';

/** Artwork generation; the ImageGenerator port is bound by the global AdaptersModule. */
@Module({
  imports: [SessionsModule],
  controllers: [GenerationController],
  providers: [GenerationService],
})
export class GenerationModule {}
