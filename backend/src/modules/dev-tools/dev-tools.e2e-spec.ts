import { randomUUID } from 'node:crypto';
import { deliveryEstimate, FALLBACK_ERROR_ANALYSIS, SEPARATE_PACKAGES_NOTE } from '@petart/domain';
import { DataSource } from 'typeorm';
import { mailbox } from '../../../test/accounts';
import { orderJobs, runOrderJob } from '../../../test/jobs';
import { Job, JobQueue, MAX_ATTEMPTS, orderJobId } from '../../platform/jobs/job-queue';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { OpenAiChatFake } from '../../../test/fakes/openai-chat-fake';
import { OPENAI_ERRORS } from '../../../test/fakes/openai-fake';
import { startPrintifyFake, type PrintifyFake } from '../../../test/fakes/printify-fake';
import { lineOfVariant } from './variant-verifier';
import * as fs from 'node:fs';
import * as path from 'node:path';

const WEBHOOK_SECRET = 'printify-webhook-secret-devtools';
const OPENAI_KEY = 'sk-test-devtools-key-0123456789';

interface Body {
  code?: string;
  message?: string;
  details?: string[];
  fallback?: unknown;
  success?: boolean;
  issues: { printType: string; size: string; configuredId: number; correctId: number | null; kind: string }[];
  codeFixes: { file: string; line: number; issue: string; fix: string }[];
  promiseMismatches: { printType: string; size: string; promised: string; printed: string }[];
  allVariants: { printType: string; status: string; variants: unknown[] }[];
  source?: string;
  job?: { id: string; status: string; attempts: number };
  config?: Record<string, unknown>;
  backendVersion?: string;
  adapters?: { port: string; adapter: string; status: string }[];
}
const body = (res: { body: unknown }): Body => res.body as Body;

/** Staff dev tools against wire-level fakes: Printify's catalog and OpenAI's chat completions. */
describe('staff dev tools', () => {
  let t: TestApp;
  let printify: PrintifyFake;
  let openai: OpenAiChatFake;
  let admin: CheckoutUser;
  let db: DataSource;

  beforeAll(async () => {
    printify = await startPrintifyFake();
    openai = await new OpenAiChatFake(OPENAI_KEY).start();
    // One wrong id in Printify's catalog: the 12x18 poster is 43139 there, 43138 in the catalogue.
    const posters = printify.catalog.get('282:2');
    const poster = posters?.find((v) => v.id === 43138);
    if (!poster) throw new Error('The fake has no 12x18 poster');
    poster.id = 43139;
    // Printify also makes a satin 20x30 poster and a 0.75 in framed 16x16, as the product text promises: preferred.
    printify.offerVariant('poster', '20x30', 'Satin', 880_101);
    printify.offerVariant('framed', '16x16', '0.75"', 880_102);
    t = await createTestApp({
      ...printify.env(WEBHOOK_SECRET),
      PRINTIFY_SYNC_MINUTES: '0',
      ERROR_ANALYZER: 'openai',
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: openai.baseUrl,
    });
    db = t.app.get(DataSource);
    admin = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t?.close();
    await printify?.close();
    await openai?.stop();
  });
  beforeEach(() => openai.reset());

  async function auditActions(): Promise<string[]> {
    const rows = await db.query<{ context: { action: string } }[]>(
      `SELECT context FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND user_id = $1`,
      [admin.id],
    );
    return rows.map((r) => r.context.action);
  }

  describe('variant verifier', () => {
    it("reads Printify's catalog and reports the wrong id with the right one and a code fix", async () => {
      const res = await t.request
        .get('/api/admin-variant/verify-variants?printType=all')
        .set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(body(res).source).toBe('printify');
      // Every blueprint and provider of the catalogue was read from the fake.
      const reads = printify.calls(
        'GET',
        /\/catalog\/blueprints\/\d+\/print_providers\/\d+\/variants\.json$/,
      );
      expect(new Set(reads.map((r) => r.pathname)).size).toBe(4);
      const issue = body(res).issues.find((i) => i.printType === 'poster' && i.size === '12x18');
      expect(issue).toMatchObject({ configuredId: 43138, correctId: 43139, kind: 'missing', exists: false });
      expect(body(res).issues.find((i) => i.printType === 'poster' && i.size === '24x36')).toBeUndefined();
      const source = fs.readFileSync(
        path.join(t.config.repoRoot, 'domain/src/catalogue/printify-variants.ts'),
        'utf8',
      );
      const fix = body(res).codeFixes.find((f) => f.issue.startsWith('poster 12x18'));
      expect(fix).toMatchObject({
        file: 'domain/src/catalogue/printify-variants.ts',
        line: lineOfVariant(source, 'poster', '12x18'),
      });
      expect(fix?.fix).toMatch(/^ {4}'12x18': 43139, /);
      expect(body(res).allVariants.every((p) => p.status === 'ok' && p.variants.length > 0)).toBe(true);
      expect(await auditActions()).toContain('variants.verify');
    });

    it('flags every size printed in another finish or depth than the product text promises', async () => {
      const res = await t.request
        .get('/api/admin-variant/verify-variants?printType=all')
        .set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      const flagged = (type: string, size: string) =>
        body(res).promiseMismatches.find((m) => m.printType === type && m.size === size);
      // The satin 20x30 poster is chosen over the configured matte id: a code fix, no flag.
      expect(body(res).issues.find((i) => i.printType === 'poster' && i.size === '20x30')).toMatchObject({
        configuredId: 43147,
        correctId: 880_101,
        kind: 'better_match',
      });
      expect(flagged('poster', '20x30')).toBeUndefined();
      expect(flagged('poster', '24x36')).toMatchObject({
        promised: 'satin, semi-gloss finish',
        printed: 'Matte',
        title: '24″ x 36″ / Matte',
        variantId: 43150,
        customersReadPromise: false,
      });
      expect(flagged('framed', '16x16')).toBeUndefined();
      expect(flagged('framed', '12x18')).toMatchObject({
        promised: '0.75 inch black wooden frame',
        printed: '1.25"',
      });
      expect(body(res).promiseMismatches.filter((m) => m.printType === 'canvas')).toEqual([]);
    });

    it('POST /api/admin/verify-variants answers the same check; a bad printType is 400', async () => {
      const res = await t.request.post('/api/admin/verify-variants').set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(body(res).issues.some((i) => i.configuredId === 43138 && i.correctId === 43139)).toBe(true);
      const bad = await t.request
        .get('/api/admin-variant/verify-variants?printType=mugs')
        .set('authorization', admin.bearer);
      expect(bad.status).toBe(400);
    });

    it('shows a catalog Printify failed to answer as an error, not a 500', async () => {
      printify.faults.push({ method: 'GET', path: /blueprints\/944\//, status: 500, times: 2 });
      const res = await t.request
        .get('/api/admin-variant/verify-variants?printType=framed')
        .set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(body(res).allVariants).toEqual([
        expect.objectContaining({ printType: 'framed', status: 'error' }),
      ]);
      expect(body(res).issues.every((i) => i.kind === 'catalog_unavailable')).toBe(true);
    });
  });

  describe('AI analysis with the OpenAI adapter', () => {
    const input = {
      id: randomUUID(),
      errorType: 'JOB_FAILED',
      errorMessage: 'Printify answered 500',
      context: {},
    };

    it('answers the validated analysis', async () => {
      const analysis = {
        summary: 'Printify outage',
        possibleCauses: ['Printify 5xx'],
        suggestedFixes: ['Retry the job'],
        severity: 'high',
        confidenceScore: 0.81,
      };
      openai.enqueue({ kind: 'content', content: JSON.stringify(analysis) });
      const res = await t.request.post('/api/analyze-error').set('authorization', admin.bearer).send(input);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(analysis);
      expect(openai.requests[0]?.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    });

    it.each([
      ['a malformed answer', { kind: 'content' as const, content: '{"summary": 1}' }],
      ['a 429', { kind: 'error' as const, ...OPENAI_ERRORS.rateLimit }],
    ])("answers 503 with the fallback body on %s ('Analysis Failed')", async (_name, reply) => {
      openai.enqueue(reply, reply);
      const res = await t.request.post('/api/analyze-error').set('authorization', admin.bearer).send(input);
      expect(res.status).toBe(503);
      expect(body(res)).toMatchObject({ message: 'Analysis Failed', code: 'ANALYSIS.UNAVAILABLE' });
      expect(body(res).fallback).toEqual(FALLBACK_ERROR_ANALYSIS);
    });

    it('answers 503 with a fallback for a failed bulk analysis', async () => {
      openai.enqueue({ kind: 'error', ...OPENAI_ERRORS.server }, { kind: 'error', ...OPENAI_ERRORS.server });
      const res = await t.request
        .post('/api/analyze-bulk-errors')
        .set('authorization', admin.bearer)
        .send({ errors: [input] });
      expect(res.status).toBe(503);
      expect(body(res).fallback).toMatchObject({ patterns: [], recommendations: [] });
    });
  });

  describe('email testing', () => {
    /** Sends the sample of a type to a fresh address; the answer and the mail as the dev mailbox holds it. */
    async function sample(emailType: string) {
      const to = `staff-${randomUUID().slice(0, 8)}@example.com`;
      const res = await t.request
        .post('/api/admin/test-email')
        .set('authorization', admin.bearer)
        .send({ emailType, targetEmail: to });
      expect(res.status).toBe(200);
      const [mail] = await mailbox(t, to);
      return { res, mail };
    }

    it.each([
      ['confirmation', /^\[Test\] /],
      ['processing', /in production/],
      ['shipped', /\[Test\]/],
      ['delivered', /\[Test\]/],
      ['cancelled', /\[Test\]/],
      ['password-reset', /Reset your password/],
      ['verification', /\[Test\]/],
    ])('sends %s to the dev mailbox', async (emailType, subject) => {
      const { res, mail } = await sample(emailType);
      expect(body(res)).toMatchObject({ success: true, message: 'Test email sent' });
      expect(mail?.subject).toMatch(/^\[Test\] /);
      expect(mail?.subject).toMatch(subject);
      expect(mail?.html).toContain('<');
      expect(mail?.text.length).toBeGreaterThan(50);
    });

    it.each(['confirmation', 'processing'])(
      'the sample %s email states one delivery range, as the checkout estimates the sample order',
      async (emailType) => {
        const { mail } = await sample(emailType);
        // A canvas and posters to San Francisco, from two partners.
        const { combined } = deliveryEstimate({
          items: [{ printType: 'canvas' }, { printType: 'poster' }],
          countryCode: 'US',
          regionCode: 'CA',
        });
        expect(combined.range).toMatch(/^\d+-\d+ business days$/);
        expect(mail?.text).toContain(`Estimated delivery: ${combined.range}. ${SEPARATE_PACKAGES_NOTE}`);
        expect(mail?.text.match(/business days/g)).toHaveLength(1);
      },
    );

    it('refuses an unknown type and a bad address', async () => {
      const unknown = await t.request
        .post('/api/admin/test-email')
        .set('authorization', admin.bearer)
        .send({ emailType: 'birthday', targetEmail: 'a@b.co' });
      expect(unknown.status).toBe(400);
      const badAddress = await t.request
        .post('/api/admin/test-email')
        .set('authorization', admin.bearer)
        .send({ emailType: 'shipped', targetEmail: 'nope' });
      expect(badAddress.status).toBe(400);
      expect(await auditActions()).toContain('email.test');
    });

    it('refuses an address with a lone surrogate with 400 (it answered 500)', async () => {
      for (const targetEmail of ['staff\ud800@example.com', 'staff@exam\udfffple.com']) {
        const res = await t.request
          .post('/api/admin/test-email')
          .set('authorization', admin.bearer)
          .send({ emailType: 'shipped', targetEmail });
        expect(res.status).toBe(400);
        expect(body(res)).toMatchObject({ errorType: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('dev tools', () => {
    it('names the adapter of every port and whether its vendor answers', async () => {
      const res = await t.request.get('/api/admin/dev-tools/adapters').set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      const ports = res.body as { port: string; adapter: string; status: string }[];
      expect(ports.map((p) => p.port)).toEqual([
        'STORAGE_DRIVER',
        'IMAGE_GENERATOR',
        'MOCKUP_RENDERER',
        'PAYMENT_GATEWAY',
        'TAX_CALCULATOR',
        'FULFILMENT_PROVIDER',
        'MAILER',
        'ERROR_ANALYZER',
      ]);
      expect(ports.find((p) => p.port === 'FULFILMENT_PROVIDER')).toMatchObject({
        adapter: 'printify',
        status: 'up',
      });
      expect(ports.find((p) => p.port === 'ERROR_ANALYZER')).toMatchObject({
        adapter: 'openai',
        status: 'up',
      });
      expect(ports.find((p) => p.port === 'PAYMENT_GATEWAY')).toMatchObject({
        adapter: 'local',
        status: 'local',
      });
      printify.faults.push({ method: 'GET', path: /^\/v1\/shops\.json$/, status: 503 });
      const down = await t.request.get('/api/admin/dev-tools/adapters').set('authorization', admin.bearer);
      expect(
        (down.body as { port: string; status: string }[]).find((p) => p.port === 'FULFILMENT_PROVIDER')
          ?.status,
      ).toBe('down');
    });

    it("names a claim's job (its reprint) by the claim's order number", async () => {
      const [order] = await db.query<{ id: string; order_number: string }[]>(
        `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 1000)
         RETURNING id, order_number`,
        [`job-${randomUUID()}`],
      );
      const [claim] = await db.query<{ id: string }[]>(
        `INSERT INTO claims (order_id, reason, description) VALUES ($1, 'damaged_in_transit', 'Torn') RETURNING id`,
        [order!.id],
      );
      // A reprint whose ordering gave up: the job names the claim only.
      const jobId = randomUUID();
      await db.query(
        `INSERT INTO pgboss.job (id, name, data, state, output) VALUES ($1, 'claim_reprint', $2, 'failed', $3)`,
        [jobId, { claimId: claim!.id }, { message: 'The provider refused the reprint' }],
      );
      const list = await t.request.get('/api/admin/jobs?status=dead').set('authorization', admin.bearer);
      expect(list.status).toBe(200);
      const listed = (list.body as { id: string }[]).find((j) => j.id === jobId);
      expect(listed).toMatchObject({
        kind: 'claim_reprint',
        orderId: order!.id,
        orderNumber: order!.order_number,
      });
    });

    it('lists dead jobs with their error and attempts and retries one (audited); only failed or dead ones', async () => {
      const newOrder = async () =>
        (
          await db.query<{ id: string }[]>(
            `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 1000) RETURNING id`,
            [`job-${randomUUID()}`],
          )
        )[0]!.id;
      // The last attempt of a submission of an unpaid order fails (not paid): the job is dead.
      const orderId = await newOrder();
      await runOrderJob(t.app, orderId, Job.Fulfilment, MAX_ATTEMPTS - 1);
      const jobId = orderJobId(Job.Fulfilment, orderId);
      await db.query(`UPDATE pgboss.job SET output = $2 WHERE id = $1`, [
        jobId,
        { message: 'SMTP refused password=hunter2' },
      ]);
      const list = await t.request.get('/api/admin/jobs?status=dead').set('authorization', admin.bearer);
      expect(list.status).toBe(200);
      const listed = (
        list.body as { id: string; lastError: string; attempts: number; status: string }[]
      ).find((j) => j.id === jobId);
      expect(listed).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
      // The order by the number staff read (PA-…), beside its id for the link.
      const [numbered] = await db.query<{ order_number: string }[]>(
        `SELECT order_number FROM orders WHERE id = $1`,
        [orderId],
      );
      expect(listed).toMatchObject({ orderId, orderNumber: numbered!.order_number });
      expect(numbered!.order_number).toMatch(/^PA-/);
      expect(listed?.lastError).toContain('SMTP refused');
      expect(listed?.lastError).not.toContain('hunter2');
      const retry = await t.request.post(`/api/admin/jobs/${jobId}/retry`).set('authorization', admin.bearer);
      expect(retry.status).toBe(200);
      expect(body(retry)).toMatchObject({ message: 'Job queued again', job: { id: jobId } });
      expect(await auditActions()).toContain('job.retry');
      // Fresh attempts: it ran once more (and failed again, the order still unpaid), with a retry waiting.
      await t.app.get(JobQueue).idle();
      expect((await orderJobs(t.app, orderId, Job.Fulfilment))[0]).toMatchObject({
        state: 'failed',
        attempts: 1,
      });
      // A job still waiting for its first run cannot be retried.
      const waiting = await newOrder();
      await db.transaction((manager) =>
        t.app.get(JobQueue).enqueue(manager, waiting, [Job.Fulfilment], 3600),
      );
      const again = await t.request
        .post(`/api/admin/jobs/${orderJobId(Job.Fulfilment, waiting)}/retry`)
        .set('authorization', admin.bearer);
      expect(again.status).toBe(409);
      const unknown = await t.request
        .post(`/api/admin/jobs/${randomUUID()}/retry`)
        .set('authorization', admin.bearer);
      expect(unknown.status).toBe(404);
    });

    it('/debug data: versions, profile and configuration with every secret masked', async () => {
      const res = await t.request.get('/api/admin/debug').set('authorization', admin.bearer);
      expect(res.status).toBe(200);
      expect(body(res)).toMatchObject({ profile: 'local' });
      expect(body(res).backendVersion).toMatch(/^\d+\.\d+\.\d+/);
      const text = JSON.stringify(res.body);
      for (const secret of [t.config.jwtSecret, OPENAI_KEY, printify.token, WEBHOOK_SECRET]) {
        expect(text).not.toContain(secret);
      }
      const dbPassword = new URL(t.config.database.url ?? '').password;
      if (dbPassword) expect(text).not.toContain(`:${dbPassword}@`);
      expect(body(res).config).toMatchObject({
        openai: { apiKey: '[set]' },
        printify: { apiToken: '[set]' },
      });
    });
  });
});
