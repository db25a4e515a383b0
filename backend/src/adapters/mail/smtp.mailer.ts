import type { Mailer, MailMessage } from '@petart/domain';
import { assertRecipient } from './recipient';
import { createTransport, type Transporter } from 'nodemailer';

/** Production mailer: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    assertRecipient(message.to);
    const info = (await this.transport.sendMail({
      from: this.from,
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.tag ? { 'X-PetArt-Tag': message.tag } : undefined,
    })) as { messageId?: string };
    return { messageId: info.messageId ?? '' };
  }

  /** Closes pooled connections (app shutdown). */
  close(): void {
    this.transport.close();
  }
}
