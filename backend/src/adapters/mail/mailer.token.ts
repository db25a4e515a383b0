/** DI token of the Mailer port (OutboxMailer or SmtpMailer, chosen by MAILER). */
export const MAILER = Symbol('MAILER');
