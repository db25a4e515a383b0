import {
  Body,
  Controller,
  type CanActivate,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  Header,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBody,
  ApiNotFoundResponse,
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  ErrorAnalysisUnavailableError,
  FALLBACK_ERROR_ANALYSIS,
  type ErrorAnalysisInput,
  type ErrorAnalyzer,
} from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { ERROR_ANALYZER } from '@petart/domain';
import { CurrentUser, OptionalJwtAuthGuard, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import {
  AnalyzeBulkErrorsDto,
  AnalyzeErrorDto,
  BulkErrorAnalysisDto,
  BulkResolveResultDto,
  CLIENT_ERROR_MAX_BYTES,
  ClientErrorDto,
  ClientErrorResultDto,
  DeletedResultDto,
  ErrorAnalysisDto,
  ErrorCountDto,
  ErrorIdsDto,
  ErrorListQueryDto,
  ErrorLogPageDto,
  ResolveResultDto,
} from './error-logs.dto';
import { ErrorLogsService } from './error-logs.service';

/** Client reports per address: 30 a minute (before RATE_LIMIT_SCALE). */
export const CLIENT_ERROR_RATE_LIMIT: RateLimitRule = {
  name: 'client-errors:ip',
  limit: 30,
  windowMs: 60_000,
};
/**
 * Client reports from all addresses together: 600 a minute (before RATE_LIMIT_SCALE), so that many addresses cannot
 * flood error_logs. Only reports within their address's limit count towards it: one address cannot use it up.
 */
export const CLIENT_ERROR_GLOBAL_RATE_LIMIT: RateLimitRule = {
  name: 'client-errors:all',
  limit: 600,
  windowMs: 60_000,
};

/**
 * Refuses client reports over {@link CLIENT_ERROR_MAX_BYTES} with 413 before validation (a guard runs before the
 * pipes), by Content-Length or, for chunked bodies, by the parsed body's size.
 */
@Injectable()
export class ClientErrorSizeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const declared = Number(request.headers['content-length'] ?? 0);
    let size = Number.isFinite(declared) ? declared : 0;
    if (size === 0 && request.body !== undefined)
      size = Buffer.byteLength(JSON.stringify(request.body) ?? '');
    if (size > CLIENT_ERROR_MAX_BYTES) {
      throw new AppError(
        'HTTP.PAYLOAD_TOO_LARGE',
        `Error reports are limited to ${CLIENT_ERROR_MAX_BYTES / 1024} KB`,
      );
    }
    return true;
  }
}

@ApiTags('errors')
@Controller()
export class ClientErrorsController {
  constructor(
    private readonly errorLogs: ErrorLogsService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  @Post('client-errors')
  @HttpCode(202)
  @UseGuards(ClientErrorSizeGuard, OptionalJwtAuthGuard)
  @ApiOperation({
    operationId: 'reportClientError',
    summary: 'Report a browser failure (render error, chunk load, unhandled rejection); anonymous allowed',
  })
  @ApiAcceptedResponse({
    type: ClientErrorResultDto,
    description: 'Recorded (or grouped with the same error)',
  })
  @ApiPayloadTooLargeResponse({
    type: ErrorEnvelopeDto,
    description: `Body over ${CLIENT_ERROR_MAX_BYTES} bytes`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description: 'More than 30 reports a minute from one address',
  })
  async report(
    @Body() dto: ClientErrorDto,
    @CurrentUser() user: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
  ): Promise<ClientErrorResultDto> {
    await this.rateLimiter.hit([[CLIENT_ERROR_RATE_LIMIT, request.ip]]);
    await this.rateLimiter.hit([[CLIENT_ERROR_GLOBAL_RATE_LIMIT, 'all']]);
    await this.errorLogs.recordClientReport({
      errorType: dto.errorType,
      message: dto.message,
      stack: dto.stack,
      context: dto.context,
      url: dto.url,
      userId: user?.id ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return { received: true };
  }
}

const UUID_PIPE = uuidParam('ERROR_LOG.NOT_FOUND', 'Error log not found');

/** The Dev tab's Error Logs and Audit Logs (product.md P12, P6, P14). Every staff action is audited. */
@StaffOnly()
@Controller('admin/errors')
export class ErrorLogsAdminController {
  constructor(private readonly errorLogs: ErrorLogsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'listErrorLogs',
    summary:
      'A page of error logs (type=exclude-audit) or audit entries (type=ADMIN_AUDIT, of one action key with action=), newest first',
  })
  @ApiOkResponse({ type: ErrorLogPageDto })
  list(@Query() query: ErrorListQueryDto): Promise<ErrorLogPageDto> {
    return this.errorLogs.list({
      limit: query.limit ?? 10,
      offset: query.offset ?? 0,
      type: query.type,
      action: query.action,
    });
  }

  @Get('count')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'countErrorLogs',
    summary: 'Total and unresolved errors (audit entries excluded)',
  })
  @ApiOkResponse({ type: ErrorCountDto })
  count(): Promise<ErrorCountDto> {
    return this.errorLogs.count();
  }

  @Post('resolve-bulk')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resolveErrorLogs',
    summary:
      "Resolve the selected errors; already resolved ones are skipped ('No action needed' when none is open)",
  })
  @ApiOkResponse({ type: BulkResolveResultDto })
  async resolveMany(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ErrorIdsDto,
  ): Promise<BulkResolveResultDto> {
    const result = await this.errorLogs.resolveMany(dto.ids);
    if (result.resolved.length > 0) {
      await this.errorLogs.recordAudit({
        actor: user,
        action: 'error.resolve-bulk',
        target: { type: 'error_log', id: result.resolved.join(','), count: result.resolved.length },
      });
    }
    return { ...result, message: result.resolved.length > 0 ? 'Errors resolved' : 'No action needed' };
  }

  @Post('delete-bulk')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteErrorLogs', summary: 'Delete the selected errors' })
  @ApiOkResponse({ type: DeletedResultDto })
  async deleteMany(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ErrorIdsDto,
  ): Promise<DeletedResultDto> {
    const deleted = await this.errorLogs.removeMany(dto.ids);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.delete-bulk',
      target: { type: 'error_log', id: dto.ids.join(','), count: deleted },
    });
    return { deleted, message: 'Errors deleted' };
  }

  @Delete('delete-all')
  @ApiOperation({
    operationId: 'deleteAllErrorLogs',
    summary: 'Delete every error log (the audit trail is kept)',
  })
  @ApiOkResponse({ type: DeletedResultDto })
  async deleteAll(@CurrentUser() user: AuthenticatedUser): Promise<DeletedResultDto> {
    const deleted = await this.errorLogs.removeAll();
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.delete-all',
      target: { type: 'error_log', id: null, count: deleted },
    });
    return { deleted, message: 'All errors deleted' };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resolveErrorLog', summary: 'Mark one error resolved' })
  @ApiOkResponse({ type: ResolveResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown error log' })
  async resolve(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UUID_PIPE) id: string,
  ): Promise<ResolveResultDto> {
    const error = await this.errorLogs.resolve(id);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.resolve',
      target: { type: 'error_log', id },
    });
    return { message: 'Error marked as resolved', error };
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteErrorLog', summary: 'Delete one error' })
  @ApiOkResponse({ type: DeletedResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown error log' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UUID_PIPE) id: string,
  ): Promise<DeletedResultDto> {
    await this.errorLogs.remove(id);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.delete',
      target: { type: 'error_log', id },
    });
    return { deleted: 1, message: 'Error deleted' };
  }
}

/** AI analysis of error logs (product.md P14): the configured ErrorAnalyzer; 503 with the fallback when it fails. */
@StaffOnly()
@ApiServiceUnavailableResponse({
  type: ErrorEnvelopeDto,
  description: 'The analysis service failed; the body carries `fallback`, the default analysis to show',
})
@Controller()
export class ErrorAnalysisController {
  constructor(
    @Inject(ERROR_ANALYZER) private readonly analyzer: ErrorAnalyzer,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  @Post('analyze-error')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'analyzeError',
    summary: 'Explain one error: summary, causes, fixes, confidence',
  })
  @ApiOkResponse({ type: ErrorAnalysisDto })
  async analyze(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AnalyzeErrorDto,
  ): Promise<ErrorAnalysisDto> {
    const result = await this.run(() => this.analyzer.analyze(toInput(dto)), FALLBACK_ERROR_ANALYSIS);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.analyze',
      target: { type: 'error_log', id: dto.id ?? null },
    });
    return result;
  }

  @Post('analyze-bulk-errors')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'analyzeBulkErrors',
    summary: 'Patterns and recommendations across several errors',
  })
  @ApiBody({ type: AnalyzeBulkErrorsDto })
  @ApiOkResponse({ type: BulkErrorAnalysisDto })
  async analyzeBulk(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AnalyzeBulkErrorsDto,
  ): Promise<BulkErrorAnalysisDto> {
    const result = await this.run(() => this.analyzer.analyzeBulk(dto.errors.map(toInput)), {
      summary: FALLBACK_ERROR_ANALYSIS.summary,
      patterns: [],
      recommendations: [],
    });
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'error.analyze-bulk',
      target: {
        type: 'error_log',
        id: dto.errors.map((e) => e.id ?? '?').join(','),
        count: dto.errors.length,
      },
    });
    return result;
  }

  private async run<T>(call: () => Promise<T>, fallback: unknown): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const message = error instanceof ErrorAnalysisUnavailableError ? error.message : 'Analysis failed';
      throw new AppError('ANALYSIS.UNAVAILABLE', 'Analysis Failed', {
        details: [message.slice(0, 300)],
        extra: { fallback },
        cause: error,
      });
    }
  }
}

function toInput(dto: AnalyzeErrorDto): ErrorAnalysisInput {
  return {
    id: dto.id,
    errorType: dto.errorType,
    errorMessage: dto.errorMessage,
    stackTrace: dto.stackTrace ?? undefined,
    context: dto.context,
  };
}
