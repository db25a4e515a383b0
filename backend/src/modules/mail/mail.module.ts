import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Mailer } from '@petart/domain';
import { DataSource } from 'typeorm';
import { MAILER } from '../../adapters/mail/mailer.token';
import { OutboxMailer } from '../../adapters/mail/outbox.mailer';
import { SmtpMailer } from '../../adapters/mail/smtp.mailer';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';

/** Builds the Mailer selected by MAILER (config validation guarantees SMTP_URL and MAIL_FROM for smtp). */
export function createMailer(config: AppConfig, dataSource: DataSource): Mailer {
  if (config.adapters.mailer === 'smtp' && config.smtp.url !== undefined && config.mailFrom !== undefined) {
    return new SmtpMailer(config.smtp.url, config.mailFrom);
  }
  return new OutboxMailer(dataSource);
}

/** Provides the Mailer port to every module (global). */
@Global()
@Module({
  providers: [{ provide: MAILER, inject: [APP_CONFIG, DataSource], useFactory: createMailer }],
  exports: [MAILER],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
