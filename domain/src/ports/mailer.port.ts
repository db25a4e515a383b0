/** One outgoing email. Both text and HTML bodies are required so every client can render it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Optional tag for the outbox / logs, e.g. 'order-confirmation', 'password-reset'. */
  tag?: string;
}

/** Sends transactional email (local outbox in development, SMTP in production). */
export interface Mailer {
  /** Sends one message; resolves with the provider's message id (stored on order_notifications). */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Dependency-injection token of the {@link Mailer} port (bound in backend/src/adapters/adapters.module.ts). */
export const MAILER = Symbol('Mailer');

/** An email the local mail outbox stored instead of sending it. */
export interface StoredEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/**
 * The local mail outbox (the `mail_outbox` table the local {@link Mailer} writes), read by the dev mailbox of the
 * local profile.
 */
export interface MailOutbox {
  /** Stored emails, newest first, at most `limit` (50 when not given), only those to `to` when given (any case). */
  list(to?: string, limit?: number): Promise<StoredEmail[]>;
}

/** Dependency-injection token of the {@link MailOutbox} (bound in backend/src/adapters/adapters.module.ts). */
export const MAIL_OUTBOX = Symbol('MailOutbox');
