import { Controller, Get, Header, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { BACKEND_VERSION } from '../../platform/config/version';
import { HealthDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Optional() private readonly dataSource?: DataSource) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getHealth', summary: 'Liveness and database readiness' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The database is unreachable' })
  async getHealth(): Promise<HealthDto> {
    try {
      if (!this.dataSource?.isInitialized) throw new Error('no database connection');
      await this.dataSource.query('SELECT 1');
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
