import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { BACKEND_VERSION } from '../../platform/config/version';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

export { HEALTH_DATABASE_TIMEOUT_MS } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getHealth', summary: 'Liveness and database readiness' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The database is unreachable' })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.health.probeDatabase();
    } catch (error) {
      throw new AppError('DATABASE.UNAVAILABLE', 'The database is unavailable', { cause: error });
    }
    return {
      status: 'ok',
      database: 'up',
      version: BACKEND_VERSION,
      uptimeSeconds: Math.floor(process.uptime()),
    };
  }
}
