import {
  Body,
  type CanActivate,
  Controller,
  type ExecutionContext,
  Get,
  Header,
  HttpCode,
  Inject,
  Injectable,
  Module,
  NotFoundException,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isIPv4 } from 'node:net';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator, MAIL_OUTBOX, type MailOutbox } from '@petart/domain';
import { Matches } from 'class-validator';
import type { DataSource } from 'typeorm';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { DevClockController } from './dev-clock.controller';

export class MailboxEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty() html!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1); false for anything else or unknown. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * The dev mailbox hands out every reset and verification link, so it answers only callers on this machine: the
 * socket's peer address must be loopback, whatever HOST binds and whatever X-Forwarded-For says (request.ip would
 * honour TRUST_PROXY, so it is not used). Anyone else gets the same 404 as a route that does not exist.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) throw new NotFoundException();
    return true;
  }
}

/** Local profile only (the module is not registered in production): the emails the local mail outbox stored. */
@ApiTags('dev')
@Controller('dev')
@UseGuards(LoopbackOnlyGuard)
export class DevMailboxController {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox) {}

  @Get('mailbox')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getDevMailbox', summary: 'Local profile: outbox emails, newest first' })
  @ApiQuery({ name: 'to', required: false })
  @ApiOkResponse({ type: [MailboxEntryDto] })
  async mailbox(@Query('to') to?: string): Promise<MailboxEntryDto[]> {
    const rows = await this.outbox.list(typeof to === 'string' ? to : undefined);
    return rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}

export class SimulatorTickDto {
  /** The shop's order hash: its provider order, its reprints and its replacements move, nobody else's. */
  @ApiProperty({ example: '1E2xFG8O1_QXuXMyXXr6h0qXmz4rSIZbBSvuwWcxBEo' })
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'orderHash must be an order hash' })
  orderHash!: string;
}

export class SimulatorTickResultDto {
  @ApiProperty({
    description: 'steps taken (production, shipped, delivered), one per provider order at most',
  })
  steps!: number;
}

/**
 * Local profile only: moves one order's provider orders at the fulfilment simulator one step on, now, whatever
 * FULFILMENT_SIMULATOR_STEP_SECONDS says. Journeys drive the simulator with it instead of waiting for its clock, and
 * only their own order moves (several journeys share one server).
 */
@ApiTags('dev')
@Controller('dev')
@UseGuards(LoopbackOnlyGuard)
export class DevSimulatorController {
  constructor(
    @Inject(FULFILMENT_SIMULATOR) private readonly simulator: FulfilmentSimulator | null,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Post('fulfilment-simulator/tick')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'tickDevSimulator',
    summary: "Local profile: one step of an order's simulated print",
  })
  @ApiOkResponse({ type: SimulatorTickResultDto })
  async tick(@Body() body: SimulatorTickDto): Promise<SimulatorTickResultDto> {
    if (!this.simulator) throw new NotFoundException();
    // The simulator's ids are `local-` and the hash's first 8 characters, plus a reprint's or replacement's suffix.
    // Their next step becomes due now, so the tick takes it with today's dates. A millisecond back: the tick compares
    // with a JavaScript time, which has no microseconds, and may fall in the same millisecond as this statement.
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH due AS (UPDATE fulfilment_simulator_orders SET next_step_at = now() - interval '1 millisecond'
         WHERE starts_with(id, $1) AND released AND next_step_at IS NOT NULL RETURNING id) SELECT id FROM due`,
      [`local-${body.orderHash.slice(0, 8)}`],
    );
    if (rows.length === 0) return { steps: 0 };
    const steps = await this.simulator.tick(
      new Date(),
      rows.map((r) => r.id),
    );
    return { steps };
  }
}

/**
 * Local profile only (app.module.ts leaves it out in production: its routes are then 404): the dev mailbox and the
 * print simulator's tick for callers on this machine, and the app's clock for staff (dev-clock.controller.ts).
 */
@Module({
  imports: [JobsModule],
  controllers: [DevMailboxController, DevSimulatorController, DevClockController],
})
export class DevModule {}
