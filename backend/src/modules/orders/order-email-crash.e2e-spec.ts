import { MAILER, type Mailer } from '@petart/domain';
import { DataSource } from 'typeorm';
import { card, checkoutUser, startCheckout, TEST_CARDS } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { Job, JobQueue, orderJobId } from '../../platform/jobs/job-queue';
import { orderJobs } from '../../../test/jobs';

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

      // The dead worker's lease runs out (as if it had started an hour ago): the engine's supervisor fails the
      // attempt, and the retry (made due at once) runs on another worker and sends the email.
      await db.query(
        `UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE name = $1 AND id = $2 AND state = 'active'`,
        [Job.ConfirmationEmail, orderJobId(Job.ConfirmationEmail, order.id)],
      );
      const jobs = t.app.get(JobQueue);
      for (const until = Date.now() + 15_000; Date.now() < until;) {
        const [job] = await orderJobs(t.app, order.id, Job.ConfirmationEmail);
        if (job?.state !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await jobs.runDue(order.id);

      const mails = await db.query<{ subject: string }[]>(
        `SELECT subject FROM mail_outbox WHERE recipient = $1`,
        [user.email],
      );
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Your PetArt order PA-\w+ is confirmed$/) as unknown,
      ]);
      expect(await notification()).toEqual([{ email_status: 'sent' }]);
      const [job] = await orderJobs(t.app, order.id, Job.ConfirmationEmail);
      expect(job).toMatchObject({ state: 'done', attempts: 2 });

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
