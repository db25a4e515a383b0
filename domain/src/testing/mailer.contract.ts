import type { Mailer, MailMessage } from '../ports/mailer.port';
import { check, checkEqual, checkRejects, type ContractHarness } from './contract-harness';

/** A mailer under test plus a way to read what actually arrived (outbox table, captured SMTP, memory). */
export interface MailerUnderTest {
  mailer: Mailer;
  /** Messages delivered to this address (case-insensitive), oldest first. */
  delivered: (to: string) => Promise<MailMessage[]>;
}

/**
 * Contract every Mailer adapter must pass. `makeMailer` may share state between calls: the suite uses a fresh
 * random recipient per test.
 */
export function mailerContract(
  name: string,
  makeMailer: () => Promise<MailerUnderTest> | MailerUnderTest,
  t: ContractHarness,
): void {
  const recipient = (): string => `contract-${Math.random().toString(36).slice(2, 10)}@mail.example`;
  const message = (to: string, overrides: Partial<MailMessage> = {}): MailMessage => ({
    to,
    subject: 'Verify your email — PetArt',
    text: 'Hello,\nplease verify: https://shop.example/verify?token=abc',
    html: '<p>Hello, <a href="https://shop.example/verify?token=abc">verify</a> &amp; enjoy</p>',
    tag: 'contract',
    ...overrides,
  });

  t.describe(`Mailer contract: ${name}`, () => {
    t.it('delivers subject, text and html to the recipient and returns a message id', async () => {
      const { mailer, delivered } = await makeMailer();
      const to = recipient();
      const sent = message(to);
      const result = await mailer.send(sent);
      check(typeof result.messageId === 'string' && result.messageId.length > 0, 'messageId must be set');
      const got = await delivered(to);
      checkEqual(got.length, 1, 'messages delivered');
      const [first] = got;
      check(first !== undefined, 'one message delivered');
      checkEqual(first.subject, sent.subject, 'subject');
      checkEqual(first.text.trim(), sent.text.trim(), 'text body');
      checkEqual(first.html.trim(), sent.html.trim(), 'html body');
    });

    t.it('gives every message its own id and keeps them apart', async () => {
      const { mailer, delivered } = await makeMailer();
      const to = recipient();
      const other = recipient();
      const a = await mailer.send(message(to, { subject: 'First' }));
      const b = await mailer.send(message(to, { subject: 'Second' }));
      check(a.messageId !== b.messageId, 'message ids must differ');
      const got = (await delivered(to)).map((m) => m.subject).sort();
      checkEqual(got.join(','), 'First,Second', 'subjects delivered');
      checkEqual((await delivered(other)).length, 0, 'messages delivered to another address');
    });

    t.it('matches the recipient case-insensitively', async () => {
      const { mailer, delivered } = await makeMailer();
      const to = recipient();
      await mailer.send(message(to.toUpperCase()));
      checkEqual((await delivered(to)).length, 1, 'messages found by the lower-case address');
    });

    t.it('refuses a message without a valid recipient', async () => {
      const { mailer } = await makeMailer();
      await checkRejects(mailer.send(message('')), 'send() with an empty recipient');
      await checkRejects(mailer.send(message('not an address')), 'send() with a malformed recipient');
    });
  });
}

/** Rough recipient check shared by the adapters (the real check is the mail server). */
export function assertMailRecipient(to: string): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(to.trim())) throw new Error(`Invalid mail recipient: ${JSON.stringify(to)}`);
}

/** In-memory Mailer: the reference adapter for unit tests of services that send email. */
export class InMemoryMailer implements Mailer {
  readonly sent: (MailMessage & { messageId: string })[] = [];
  private counter = 0;

  send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      assertMailRecipient(message.to);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const messageId = `memory-${++this.counter}`;
    this.sent.push({ ...message, messageId });
    return Promise.resolve({ messageId });
  }

  /** The MailerUnderTest view of this mailer, for {@link mailerContract}. */
  underTest(): MailerUnderTest {
    return {
      mailer: this,
      delivered: (to) => Promise.resolve(this.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase())),
    };
  }
}
