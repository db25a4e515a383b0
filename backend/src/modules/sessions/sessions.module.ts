import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ImageDecodeGate } from './image-decode-gate';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** Upload and creation sessions; exports the service (owner checks) for generation, mockups and cart. */
@Module({
  imports: [AuthModule],
  controllers: [SessionsController],
  providers: [SessionsService, ImageDecodeGate],
  exports: [SessionsService],
})
export class SessionsModule {}
