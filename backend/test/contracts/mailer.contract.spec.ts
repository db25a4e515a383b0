import { jestHarness } from './jest-harness';
import type { MailMessage } from '@petart/domain';
import { mailerContract } from '@petart/domain/testing';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { MailOutboxEntity } from '../../src/adapters/mail/mail-outbox.entity';
import { DevMailboxMailer } from '../../src/adapters/mail/dev-mailbox.mailer';
import { SmtpMailer } from '../../src/adapters/mail/smtp.mailer';
import { ENTITIES } from '../../src/app.entities';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { workerDatabaseUrl } from '../test-env';
import { parseMime } from './parse-mime';

describe('mail adapters', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(workerDatabaseUrl(), { entities: ENTITIES }));
    await dataSource.initialize();
  });
  afterAll(() => dataSource?.destroy());

  mailerContract(
    'DevMailboxMailer',
    () => {
      const mailer = new DevMailboxMailer(dataSource);
      return {
        mailer,
        delivered: async (to: string) =>
          (await dataSource.getRepository(MailOutboxEntity).find({ order: { createdAt: 'ASC' } }))
            .filter((m) => m.to.toLowerCase() === to.toLowerCase())
            .map((m): MailMessage => ({ to: m.to, subject: m.subject, text: m.text, html: m.html })),
      };
    },
    jestHarness,
  );

  // SMTP against a local smtp-server that captures and parses every message.
  const captured: MailMessage[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const parsed = parseMime(Buffer.concat(chunks).toString('utf8'));
          for (const rcpt of session.envelope.rcptTo) captured.push({ to: rcpt.address, ...parsed });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  mailerContract(
    'SmtpMailer',
    () => ({
      mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'PetArt <no-reply@petart.example>'),
      delivered: (to: string) =>
        Promise.resolve(captured.filter((m) => m.to.toLowerCase() === to.toLowerCase())),
    }),
    jestHarness,
  );
});
