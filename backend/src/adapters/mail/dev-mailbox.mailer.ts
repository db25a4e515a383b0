import type { MailOutbox, Mailer, MailMessage } from '@petart/domain';
import { assertRecipient } from './recipient';
import type { DataSource } from 'typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';

/**
 * Local-profile mailer (MAILER=outbox): every email is stored in the `mail_outbox` table and read through the dev
 * mailbox (GET /api/dev/mailbox); nothing is sent. Not to be confused with the background jobs (pg-boss behind
 * platform/jobs), which send emails through whichever Mailer is bound.
 */
export class DevMailboxMailer implements Mailer, MailOutbox {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    assertRecipient(message.to);
    const repository = this.dataSource.getRepository(MailOutboxEntity);
    const saved = await repository.save(
      repository.create({
        to: message.to.trim(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        tag: message.tag ?? null,
      }),
    );
    return { messageId: `outbox-${saved.id}` };
  }

  /** Stored emails, newest first, optionally only those to one address (case-insensitive). */
  async list(to?: string, limit = 50): Promise<MailOutboxEntity[]> {
    const query = this.dataSource
      .getRepository(MailOutboxEntity)
      .createQueryBuilder('m')
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(limit);
    if (to !== undefined && to.trim() !== '') {
      query.where('lower(m.recipient) = :to', { to: to.trim().toLowerCase() });
    }
    return query.getMany();
  }
}
