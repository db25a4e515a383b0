import { MAILER, type Mailer } from '@petart/domain';
import { DataSource } from 'typeorm';
import { card, checkoutUser, startCheckout, TEST_CARDS } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { JobQueue } from '../../platform/jobs/job-queue';

describe('an order email whose sender died mid-send (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('the retry after the lease expired sends the confirmation, and the dead attempt cannot mark it failed', async () => {
    const mailer = t.app.get<Mailer>(MAILER);
    const send = mailer.send.bind(mailer);
    // The first send never returns (the process died after the notification was marked 'sending').
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let killed: ((error: Error) => void) | undefined;
    const spy = jest
      .spyOn(mailer, 'send')
      .mockImplementationOnce(() => {
        sendStarted();
        return new Promise((_resolve, reject) => (killed = reject));
      })
      .mockImplementation(send);
    try {
      const user = await checkoutUser(t);
      const order = await startCheckout(t, user);
      const paid = await t.request
        .post('/api/payments/local/confirm')
        .set('authorization', user.bearer)
        .send({ clientSecret: order.clientSecret, ...card(TEST_CARDS.success) });
      expect(paid.status).toBe(200);
      await started;
      const notification = () =>
        db.query<{ email_status: string }[]>(
          `SELECT email_status FROM order_notifications WHERE order_id = $1 AND notification_type = 'confirmation'`,
          [order.id],
        );
      expect(await notification()).toEqual([{ email_status: 'sending' }]);

      // The dead worker's lease runs out; the job is claimed again and run (by the sweep of a live process).
      await db.query(
        `UPDATE outbox_jobs SET locked_until = now() - interval '1 second'
          WHERE order_id = $1 AND kind = 'confirmation_email' AND status = 'running'`,
        [order.id],
      );
      await t.app.get(JobQueue).processDue(order.id);

      // The app's own sweep may have claimed the expired lease first and still be sending: wait for its email.
      const sentMails = () =>
        db.query<{ subject: string }[]>(`SELECT subject FROM mail_outbox WHERE recipient = $1`, [user.email]);
      let mails = await sentMails();
      for (const until = Date.now() + 15_000; mails.length === 0 && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mails = await sentMails();
      }
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Your PetArt order PA-\w+ is confirmed$/) as unknown,
      ]);
      for (const until = Date.now() + 5_000; Date.now() < until;) {
        const [state] = await db.query<{ status: string }[]>(
          `SELECT status FROM outbox_jobs WHERE order_id = $1 AND kind = 'confirmation_email'`,
          [order.id],
        );
        if (state?.status === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await notification()).toEqual([{ email_status: 'sent' }]);
      const [job] = await db.query<{ status: string; attempts: number }[]>(
        `SELECT status, attempts FROM outbox_jobs WHERE order_id = $1 AND kind = 'confirmation_email'`,
        [order.id],
      );
      expect(job).toEqual({ status: 'done', attempts: 2 });

      // Should the dead attempt ever come back with an error, the email stays recorded as sent.
      killed?.(new Error('the worker was killed'));
      killed = undefined;
      await t.app.get(JobQueue).idle();
      expect(await notification()).toEqual([{ email_status: 'sent' }]);
    } finally {
      killed?.(new Error('the worker was killed'));
      spy.mockRestore();
    }
  });
});
