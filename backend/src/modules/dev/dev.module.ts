import { Controller, Get, Header, Inject, Module, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Mailer } from '@petart/domain';
import { DataSource } from 'typeorm';
import { MAILER } from '../../adapters/mail/mailer.token';
import { OutboxMailer } from '../../adapters/mail/outbox.mailer';

export class MailboxEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty() html!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** Local profile only (the module is not registered in production): the emails the OutboxMailer stored. */
@ApiTags('dev')
@Controller('dev')
export class DevMailboxController {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly dataSource: DataSource,
  ) {}

  @Get('mailbox')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getDevMailbox', summary: 'Local profile: outbox emails, newest first' })
  @ApiQuery({ name: 'to', required: false })
  @ApiOkResponse({ type: [MailboxEntryDto] })
  async mailbox(@Query('to') to?: string): Promise<MailboxEntryDto[]> {
    const outbox = this.mailer instanceof OutboxMailer ? this.mailer : new OutboxMailer(this.dataSource);
    const rows = await outbox.list(typeof to === 'string' ? to : undefined);
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
