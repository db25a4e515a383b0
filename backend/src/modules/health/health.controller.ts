import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { BACKEND_VERSION } from '../../platform/config/version';
import { HealthDto, LivenessDto, READINESS_CHECKS, type ReadinessCheck, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';

export { HEALTH_DATABASE_TIMEOUT_MS } from './health.service';

/** Why a check is down, as the public answer says it: driver and SDK texts (addresses, hosts) are never repeated. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/time(d)? ?out/i.test(message)) return 'timed out';
  if (/^(no database (connection|pool)|\d+ migration\(s\) not applied)$/.test(message)) return message;
  return 'unreachable';
}

/** terminus's result as a map of check -> up/down (a check missing from the result did not answer: down). */
function checksOf(result: HealthCheckResult): Record<ReadinessCheck, 'up' | 'down'> {
  return Object.fromEntries(
    READINESS_CHECKS.map((check) => [check, result.details[check]?.status === 'up' ? 'up' : 'down']),
  ) as Record<ReadinessCheck, 'up' | 'down'>;
}

/**
 * Three probes: `/health/live` for an orchestrator's liveness (the process answers; no dependency, so a database
 * hiccup never restarts the container), `/health/ready` for readiness (database, migrations and storage; 503 takes
 * the replica out of the load balancer until it is ready again), and `/health`, the status the admin app and the
 * local tooling show (process and database), kept as it was.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly checks: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getHealth', summary: 'Process and database status (admin status chip)' })
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

  @Get('live')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness: the process answers (no dependency is asked)',
  })
  @ApiOkResponse({ type: LivenessDto })
  getLiveness(): LivenessDto {
    return { status: 'ok', uptimeSeconds: Math.floor(process.uptime()) };
  }

  @Get('ready')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'Readiness: database reachable, migrations applied, storage reachable',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'A dependency is down (`checks` names which; `details` says why)',
  })
  async getReadiness(): Promise<ReadinessDto> {
    const probes: Record<ReadinessCheck, () => Promise<void>> = {
      database: () => this.health.probeDatabase(),
      migrations: () => this.health.probeMigrations(),
      storage: () => this.health.probeStorage(),
    };
    let result: HealthCheckResult;
    try {
      result = await this.checks.check(
        READINESS_CHECKS.map((check) => async () => {
          const indicator = this.indicators.check(check);
          try {
            await probes[check]();
            return indicator.up();
          } catch (error) {
            return indicator.down({ message: reasonOf(error) });
          }
        }),
      );
    } catch (error) {
      // terminus throws its 503 with the full result when any check is down.
      const failed = (error as { getResponse?: () => unknown }).getResponse?.() as
        HealthCheckResult | undefined;
      if (!failed?.details) throw error;
      throw new AppError('HEALTH.NOT_READY', 'The service is not ready', {
        details: Object.entries(failed.error ?? {}).map(
          ([check, outcome]) => `${check}: ${String(outcome?.message ?? 'down')}`,
        ),
        extra: { checks: checksOf(failed) },
        retryAfterSeconds: 5,
        cause: error,
      });
    }
    return { status: 'ok', checks: checksOf(result) };
  }
}
