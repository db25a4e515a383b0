import { Controller, Get, Header, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Pool, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { BACKEND_VERSION } from '../../platform/config/version';
import { HealthDto } from './health.dto';

/** The health check answers within this time even when PostgreSQL hangs (load balancers probe with ~2 s limits). */
export const HEALTH_DATABASE_TIMEOUT_MS = 1_500;

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
      await this.probe();
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

  /** SELECT 1 on the app's pool with its own time limit, shorter than the pool's connect and query limits. */
  private async probe(): Promise<void> {
    const pool = (this.dataSource?.driver as PostgresDriver | undefined)?.master as Pool | undefined;
    if (!pool) throw new Error('no database pool');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        pool.query({ text: 'SELECT 1', query_timeout: HEALTH_DATABASE_TIMEOUT_MS - 250 } as QueryConfig),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
