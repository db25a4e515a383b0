import {
  type CanActivate,
  Controller,
  type ExecutionContext,
  Get,
  Header,
  Inject,
  Injectable,
  Module,
  NotFoundException,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isIPv4 } from 'node:net';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MAIL_OUTBOX, type MailOutbox } from '@petart/domain';

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

@Module({ controllers: [DevMailboxController] })
export class DevModule {}
