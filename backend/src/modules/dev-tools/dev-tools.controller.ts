import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import type { ErrorCode } from '../../platform/http/error-codes';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { ErrorLogsService } from '../error-logs';
import {
  DebugInfoDto,
  JobListQueryDto,
  OutboxJobDto,
  PortStatusDto,
  RetryJobResultDto,
  TestEmailDto,
  TestEmailResultDto,
  TestErrorDto,
  VariantVerificationDto,
  VerifyVariantsQueryDto,
} from './dev-tools.dto';
import { DevToolsService } from './dev-tools.service';

/** What each forced generation failure answers (the catalogue's codes and messages, product.md P9). */
const FORCED_ERRORS: Readonly<Record<TestErrorDto['errorType'], [ErrorCode, string]>> = {
  SAFETY_SYSTEM_REJECTION: [
    'GENERATION.SAFETY_REJECTION',
    'Your request was rejected as a result of our safety system. (testError)',
  ],
  QUOTA_EXCEEDED: ['GENERATION.QUOTA_EXCEEDED', 'The image service quota is exhausted. (testError)'],
  RATE_LIMIT: ['GENERATION.PROVIDER_RATE_LIMIT', 'The image service rate limit was reached. (testError)'],
  SERVER_ERROR: ['GENERATION.SERVER_ERROR', 'The image service failed. (testError)'],
  TEST_ERROR: ['TEST.ERROR', 'Administrative test error (testError)'],
};

const JOB_ID_PIPE = uuidParam('JOB.NOT_FOUND', 'Job not found');

/** The Dev tab's Variant Verifier, Email Testing and Dev Tools, and the /debug data (administrators only). */
@StaffOnly()
@Controller()
export class DevToolsController {
  constructor(
    private readonly devTools: DevToolsService,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  @Get('admin-variant/verify-variants')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'verifyVariantsDetailed',
    summary:
      "Check every catalogue size against the print provider's catalog: issues, all variants, code fixes",
  })
  @ApiOkResponse({ type: VariantVerificationDto })
  async verifyDetailed(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: VerifyVariantsQueryDto,
  ): Promise<VariantVerificationDto> {
    return this.verify(user, query.printType ?? 'all');
  }

  @Post('admin/verify-variants')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifyVariants',
    summary: 'Same check as GET /admin-variant/verify-variants (all types)',
  })
  @ApiOkResponse({ type: VariantVerificationDto })
  async verifyAll(@CurrentUser() user: AuthenticatedUser): Promise<VariantVerificationDto> {
    return this.verify(user, 'all');
  }

  private async verify(
    user: AuthenticatedUser,
    printType: NonNullable<VerifyVariantsQueryDto['printType']>,
  ): Promise<VariantVerificationDto> {
    const result = await this.devTools.verifyVariants(printType);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'variants.verify',
      target: { type: 'catalogue', id: printType, issues: result.issues.length },
    });
    return result;
  }

  @Post('admin/test-email')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendTestEmail',
    summary: 'Send one email type with sample data to an address',
  })
  @ApiOkResponse({ type: TestEmailResultDto })
  async testEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: TestEmailDto,
  ): Promise<TestEmailResultDto> {
    const sent = await this.devTools.sendTestEmail(dto.emailType, dto.targetEmail);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'email.test',
      target: { type: 'email', id: dto.emailType, to: dto.targetEmail },
    });
    return {
      success: true,
      message: 'Test email sent',
      emailType: dto.emailType,
      to: dto.targetEmail,
      ...sent,
    };
  }

  @Get('admin/dev-tools/adapters')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getAdapterStatus',
    summary: 'The adapter of each port and whether its vendor answers',
  })
  @ApiOkResponse({ type: [PortStatusDto] })
  adapters(): Promise<PortStatusDto[]> {
    return this.devTools.adapters();
  }

  @Get('admin/jobs')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'listJobs',
    summary:
      'Background jobs: queued, running, failed (a retry waits) and dead (no attempt left), with errors and attempts',
  })
  @ApiOkResponse({ type: [OutboxJobDto] })
  jobs(@Query() query: JobListQueryDto): Promise<OutboxJobDto[]> {
    return this.devTools.jobs(query.status ?? 'open');
  }

  @Post('admin/jobs/:id/retry')
  @HttpCode(200)
  @ApiOperation({ operationId: 'retryJob', summary: 'Run a failed or dead job again now (fresh attempts)' })
  @ApiOkResponse({ type: RetryJobResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown job' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The job is not failed or dead' })
  async retryJob(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JOB_ID_PIPE) id: string,
  ): Promise<RetryJobResultDto> {
    const job = await this.devTools.retryJob(id);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'job.retry',
      target: { type: 'job', id, kind: job.kind, orderId: job.orderId },
    });
    return { message: 'Job queued again', job };
  }

  @Post('admin/test-error')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'triggerTestError',
    summary:
      'Answer with a generation error type on purpose (testError): checks the error screens and the logs',
  })
  triggerTestError(@Body() dto: TestErrorDto): never {
    const [code, message] = FORCED_ERRORS[dto.errorType];
    throw new AppError(code, message, { extra: { testError: true } });
  }

  @Get('admin/debug')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getDebugInfo',
    summary: '/debug: versions, profile and configuration (secrets masked)',
  })
  @ApiOkResponse({ type: DebugInfoDto })
  debug(): Promise<DebugInfoDto> {
    return this.devTools.debug();
  }
}
