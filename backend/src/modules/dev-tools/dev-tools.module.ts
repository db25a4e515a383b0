import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { DevToolsController } from './dev-tools.controller';
import { DevToolsService } from './dev-tools.service';

/** Staff dev tools (docs/product.md P8): variant verifier, email testing, adapters and vendor health, job queue, /debug. */
@Module({
  imports: [JobsModule],
  controllers: [DevToolsController],
  providers: [DevToolsService],
})
export class DevToolsModule {}
