import { Body, Controller, Get, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CLOCK, CLOCK_CONTROL, type Clock, type ClockControl } from '@petart/domain';
import { IsInt, Max, Min } from 'class-validator';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { JobQueue } from '../../platform/jobs/job-queue';
import { ErrorLogsService } from '../error-logs';

const MINUTE_MS = 60_000;
/** The longest single step: a year and a day, past every window the shop has (30 days at most). */
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

export class DevClockDto {
  @ApiProperty({ type: String, format: 'date-time', description: "The app's clock: what every rule reads" })
  now!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'The wall clock of this process' })
  wallClock!: string;

  @ApiProperty({ description: 'How far the clock is ahead of the wall clock, in minutes (0 until advanced)' })
  offsetMinutes!: number;
}

export class AdvanceDevClockDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ADVANCE_MINUTES, example: 61 })
  @IsInt({ message: 'minutes must be a whole number' })
  @Min(1, { message: 'minutes must be at least 1: the clock only moves forward' })
  @Max(MAX_ADVANCE_MINUTES, { message: `minutes must be at most ${MAX_ADVANCE_MINUTES}` })
  minutes!: number;
}

export class AdvanceDevClockResultDto extends DevClockDto {
  @ApiProperty({ description: 'Delayed jobs whose time has come on the moved clock: they run now' })
  jobsDue!: number;

  @ApiProperty({ description: 'Delayed jobs still ahead, now due that much sooner' })
  jobsLater!: number;
}

/**
 * Local profile only (the module is not registered in production, and there CLOCK_CONTROL is null): staff read the
 * app's clock and move it forward, so that a window (the customer's cancellation window, the download window, a
 * link's lifetime) ends now instead of in an hour or a month. The delayed jobs move with it (JobQueue.advanceDelayed):
 * an order held for its cancellation window goes to production once the clock has passed the window.
 */
@StaffOnly()
@ApiTags('dev')
@Controller('dev/clock')
export class DevClockController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLOCK_CONTROL) private readonly control: ClockControl | null,
    private readonly jobs: JobQueue,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getDevClock', summary: "Local profile: the app's clock and its offset" })
  @ApiOkResponse({ type: DevClockDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'The clock cannot be moved here' })
  read(): DevClockDto {
    return this.reading(this.adjustable());
  }

  @Post('advance')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'advanceDevClock',
    summary: "Local profile: move the app's clock forward; delayed jobs whose time has come run now",
  })
  @ApiOkResponse({ type: AdvanceDevClockResultDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'The clock cannot be moved here' })
  async advance(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AdvanceDevClockDto,
  ): Promise<AdvanceDevClockResultDto> {
    const control = this.adjustable();
    const ms = body.minutes * MINUTE_MS;
    // The clock first: a job made due below reads the moved clock when it runs.
    control.advance(ms);
    const { due, later } = await this.jobs.advanceDelayed(ms);
    await this.errorLogs.recordAudit({
      actor: user,
      action: 'clock.advance',
      target: { type: 'clock', id: null },
      detail: { minutes: body.minutes, jobsDue: due },
    });
    return { ...this.reading(control), jobsDue: due, jobsLater: later };
  }

  /** The clock's control, or the same 404 as a route that does not exist (a fixed or wall clock serves CLOCK). */
  private adjustable(): ClockControl {
    if (!this.control) throw new AppError('HTTP.NOT_FOUND', 'Not found');
    return this.control;
  }

  private reading(control: ClockControl): DevClockDto {
    const offset = control.offsetMs();
    const now = this.clock.now();
    return {
      now: now.toISOString(),
      wallClock: new Date(now.getTime() - offset).toISOString(),
      offsetMinutes: offset / MINUTE_MS,
    };
  }
}
