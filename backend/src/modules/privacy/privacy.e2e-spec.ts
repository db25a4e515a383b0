import { randomUUID } from 'node:crypto';
import { CLOCK_CONTROL, OBJECT_STORAGE, type ClockControl, type ObjectStorage } from '@petart/domain';
import { DataSource } from 'typeorm';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { createVerifiedUser, mailbox, refreshCookie } from '../../../test/accounts';
import { checkoutUser, payLocally, startCheckout, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { JobQueue } from '../../platform/jobs/job-queue';
import { DataExportService } from './data-export.service';
import { DELETION_PASSWORD_RATE_LIMIT } from './privacy.service';

interface Customer extends CheckoutUser {
  password: string;
  refresh: string;
  /** Storage keys of the customer's photo and artwork. */
  photoKey: string;
  artworkKey: string;
  photoBytes: Buffer;
  orderId: string;
  orderHash: string;
}

interface Envelope {
  message?: string;
  code?: string;
}

const EXPORT_LINK = /\/app\/settings\?export=([0-9a-f-]{36})&expires=(\d+)&signature=([A-Za-z0-9_%-]+)/;
const DELETION_LINK = /\/auth\/delete-account\/([A-Za-z0-9_%-]+)/;
const HOUR = 60 * 60 * 1000;

/** The files of a zip, by path. */
function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(body, { lazyEntries: true }, (error: Error | null, zip: ZipFile | undefined) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Reads a binary answer whole (superagent hands the response stream to a parser). */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A customer's rights over their data: the export archive and the account deletion (GDPR articles 15, 17, 20). */
describe('privacy: data export and account deletion (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let storage: ObjectStorage;
  let staff: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t?.close());

  const idle = () => t.app.get(JobQueue).idle();

  /** A verified account with a stored photo and artwork in a creation session and one paid order. */
  async function customer(name: string): Promise<Customer> {
    const account = await createVerifiedUser(t);
    const bearer = `Bearer ${account.authToken}`;
    const photoKey = `originals/${randomUUID()}.webp`;
    const artworkKey = `generated/${randomUUID()}.webp`;
    const photoBytes = Buffer.from(`the photo of ${name}'s dog`);
    await storage.put(photoKey, photoBytes, 'image/webp');
    await storage.put(artworkKey, Buffer.from(`the artwork of ${name}'s dog`), 'image/webp');
    await db.query(
      `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
      [
        randomUUID(),
        account.userId,
        `/api/images/${photoKey}`,
        JSON.stringify([`/api/images/${artworkKey}`]),
      ],
    );
    const buyer = { id: account.userId, email: account.email, bearer };
    const order = await startCheckout(t, buyer);
    await payLocally(t, buyer, order.clientSecret);
    await idle();
    return {
      ...buyer,
      password: account.password,
      refresh: account.refresh,
      photoKey,
      artworkKey,
      photoBytes,
      orderId: order.id,
      orderHash: order.orderHash,
    };
  }

  /** Asks for an export, runs the job and answers the emailed link's parts. */
  async function readyExport(who: Customer) {
    const asked = await t.request.post('/api/privacy/exports').set('authorization', who.bearer);
    expect(asked.status).toBe(202);
    expect((asked.body as { request: { state: string } }).request.state).toBe('preparing');
    await idle();
    const [mail] = await mailbox(t, who.email);
    const match = mail?.text.match(EXPORT_LINK);
    if (!match) throw new Error(`no export link in the mail to ${who.email}`);
    return { id: match[1]!, expires: match[2]!, signature: decodeURIComponent(match[3]!) };
  }

  const download = (
    who: { bearer: string } | undefined,
    link: { id: string; expires: string; signature: string },
  ) => {
    const req = t.request
      .get(`/api/privacy/exports/${link.id}/archive`)
      .query({ expires: link.expires, signature: link.signature })
      .buffer(true)
      .parse(binary);
    return who ? req.set('authorization', who.bearer) : req;
  };

  /** Asks for a deletion with the password and answers the emailed token. */
  async function deletionToken(who: Customer): Promise<string> {
    const asked = await t.request
      .post('/api/privacy/deletion')
      .set('authorization', who.bearer)
      .send({ password: who.password });
    expect(asked.status).toBe(200);
    await idle();
    const [mail] = await mailbox(t, who.email);
    const match = mail?.text.match(DELETION_LINK);
    if (!match) throw new Error(`no deletion link in the mail to ${who.email}`);
    return decodeURIComponent(match[1]!);
  }

  const confirm = (token: string) => t.request.post('/api/privacy/deletion/confirm').send({ token });

  const auditActions = async (requestId: string) =>
    (
      await db.query<{ action: string }[]>(
        `SELECT context->>'action' AS action FROM error_logs
          WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'type' = 'privacy_request'
            AND context->'target'->>'id' = $1 ORDER BY created_at, id`,
        [requestId],
      )
    ).map((row) => row.action);

  const staffList = async (kind: 'export' | 'deletion') => {
    const res = await t.request
      .get('/api/admin/privacy-requests')
      .query({ kind })
      .set('authorization', staff.bearer);
    expect(res.status).toBe(200);
    return (
      res.body as { items: { id: string; state: string; email: string | null; accountDeleted: boolean }[] }
    ).items;
  };

  it("exports the account's own photos, artworks and orders, and nobody else's", async () => {
    const ann = await customer('Ann');
    const bob = await customer('Bob');
    const link = await readyExport(ann);

    const res = await download(ann, link);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.body as Buffer);
    const json = files.get('petart-data.json')?.toString('utf8') ?? '';
    const data = JSON.parse(json) as {
      account: { email: string; id: string };
      orders: { orderHash: string; totalAmount: number; lines: { artwork: string | null }[] }[];
      sessions: { photos: string[]; artworks: string[] }[];
      claims: unknown[];
      consents: { recorded: unknown[]; note: string };
    };
    expect(data.account).toMatchObject({ email: ann.email, id: ann.id });
    expect(data.orders.map((order) => order.orderHash)).toEqual([ann.orderHash]);
    expect(data.orders[0]!.totalAmount).toBeGreaterThan(0);
    expect(data.sessions).toHaveLength(1);
    expect(data.claims).toEqual([]);
    expect(data.consents.note).toMatch(/no optional consent/);
    // The photo is the one Ann uploaded, byte for byte; her artwork and her order's artwork are there too.
    const photoPath = data.sessions[0]!.photos[0]!;
    expect(files.get(photoPath)).toEqual(ann.photoBytes);
    expect(files.get(data.sessions[0]!.artworks[0]!)?.toString()).toBe("the artwork of Ann's dog");
    expect(files.has(data.orders[0]!.lines[0]!.artwork ?? '')).toBe(true);
    // Nothing of Bob's: not his email, his order, nor any of his files.
    expect(json).not.toContain(bob.email);
    expect(json).not.toContain(bob.orderHash);
    expect(json).not.toContain(bob.id);
    expect([...files.values()].some((body) => body.equals(bob.photoBytes))).toBe(false);
    expect([...files.keys()].some((path) => path.includes(bob.photoKey.split('/')[1]!))).toBe(false);

    // Someone else's link is a 404 for them; a forged signature too; no session, 401.
    const asBob = await download(bob, link);
    expect(asBob.status).toBe(404);
    expect((JSON.parse((asBob.body as Buffer).toString()) as Envelope).code).toBe('PRIVACY.EXPORT_NOT_FOUND');
    expect((await download(ann, { ...link, signature: `${link.signature.slice(1)}A` })).status).toBe(404);
    expect((await download(ann, { ...link, expires: String(Number(link.expires) + 1) })).status).toBe(404);
    expect((await download(undefined, link)).status).toBe(401);

    expect(await auditActions(link.id)).toEqual([
      'privacy.export.requested',
      'privacy.export.ready',
      'privacy.export.downloaded',
    ]);
    expect((await staffList('export')).find((item) => item.id === link.id)).toMatchObject({
      state: 'ready',
      email: ann.email,
      accountDeleted: false,
    });
  });

  it('refuses a wrong password with a message and emails nothing', async () => {
    const cat = await customer('Cat');
    const res = await t.request
      .post('/api/privacy/deletion')
      .set('authorization', cat.bearer)
      .send({ password: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body as Envelope).toMatchObject({
      code: 'PRIVACY.PASSWORD_INCORRECT',
      message: 'The password is not correct. Enter the password you sign in with.',
    });
    await idle();
    expect((await mailbox(t, cat.email)).some((mail) => DELETION_LINK.test(mail.text))).toBe(false);
    const empty = await t.request.post('/api/privacy/deletion').set('authorization', cat.bearer).send({});
    expect(empty.status).toBe(400);
    expect((await t.request.post('/api/privacy/deletion').send({ password: 'x' })).status).toBe(401);
  });

  it('deletes the account after the password and the emailed link; orders are kept anonymised', async () => {
    const dan = await customer('Dan');
    const eve = await customer('Eve');
    const archive = await readyExport(dan);
    const archiveKey = `exports/${archive.id}.zip`;
    expect(await storage.exists(archiveKey)).toBe(true);
    const before = await t.request.get(`/api/admin/orders/${dan.orderId}`).set('authorization', staff.bearer);
    const amounts = before.body as { totalAmount: number; taxAmount: number; createdAt: string };

    // A second request replaces the first link: only the latest one works.
    const first = await deletionToken(dan);
    const token = await deletionToken(dan);
    const replaced = await confirm(first);
    expect(replaced.status).toBe(400);
    expect((replaced.body as Envelope).code).toBe('PRIVACY.LINK_INVALID');
    expect((await t.request.get('/api/user').set('authorization', dan.bearer)).status).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as Envelope).message).toMatch(/signed out everywhere/);
    // Signed out everywhere at once: the access token and the refresh cookie are refused.
    expect((await t.request.get('/api/user').set('authorization', dan.bearer)).status).toBe(401);
    const refreshed = await t.request
      .post('/api/auth/refresh')
      .set('cookie', `petart_refresh=${dan.refresh}`);
    expect(refreshed.status).toBe(401);
    expect(refreshCookie(refreshed) ?? '').toBe('');
    await idle();

    // The link is used: a second click says so.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((again.body as Envelope).message).toMatch(/used already/);

    // The account cannot sign in; its files are gone from storage; the other customer's are not.
    const login = await t.request.post('/api/login').send({ email: dan.email, password: dan.password });
    expect(login.status).toBe(401);
    expect(await storage.exists(dan.photoKey)).toBe(false);
    expect(await storage.exists(dan.artworkKey)).toBe(false);
    expect(await storage.exists(archiveKey)).toBe(false);
    expect(await storage.exists(eve.photoKey)).toBe(true);
    expect(await storage.exists(eve.artworkKey)).toBe(true);
    expect(await db.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [dan.id])).toEqual([]);

    // The order stays for the books, as "Deleted customer", its amounts and date intact.
    const after = await t.request.get(`/api/admin/orders/${dan.orderId}`).set('authorization', staff.bearer);
    expect(after.status).toBe(200);
    const order = after.body as {
      customerName: string;
      customerEmail: string;
      customerPhone: string | null;
      totalAmount: number;
      taxAmount: number;
      createdAt: string;
      userId: string | null;
      shippingAddress: { address1?: string; city?: string; country?: string } | null;
    };
    expect(order).toMatchObject({
      customerName: 'Deleted customer',
      customerEmail: 'deleted-customer@deleted.invalid',
      customerPhone: null,
      userId: null,
      totalAmount: amounts.totalAmount,
      taxAmount: amounts.taxAmount,
      createdAt: amounts.createdAt,
    });
    expect(order.shippingAddress?.address1 ?? '').toBe('');
    expect(order.shippingAddress?.city ?? '').toBe('');
    expect(order.shippingAddress?.country).toBe('US');
    const lines = await db.query<{ line_total: number }[]>(
      `SELECT line_total FROM order_line_items WHERE order_id = $1`,
      [dan.orderId],
    );
    expect(lines.length).toBeGreaterThan(0);
    const eveOrder = await t.request
      .get(`/api/admin/orders/${eve.orderId}`)
      .set('authorization', staff.bearer);
    expect((eveOrder.body as { customerEmail: string }).customerEmail).toBe(eve.email);

    // The audit trail remains, without the person's email.
    const [deletion] = await db.query<{ id: string }[]>(
      `SELECT id FROM privacy_requests WHERE user_id = $1 AND kind = 'deletion' AND state = 'completed'`,
      [dan.id],
    );
    expect(await auditActions(deletion!.id)).toEqual([
      'privacy.deletion.requested',
      'privacy.deletion.confirmed',
      'privacy.deletion.completed',
    ]);
    const trail = await db.query<{ text: string }[]>(
      `SELECT error_message || context::text AS text FROM error_logs
        WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1`,
      [deletion!.id],
    );
    expect(trail.every((row) => !row.text.includes(dan.email))).toBe(true);
    const listed = (await staffList('deletion')).find((item) => item.id === deletion!.id);
    expect(listed).toMatchObject({ state: 'completed', email: null, accountDeleted: true });

    // The address is free again.
    const registered = await t.request
      .post('/api/register')
      .send({ email: dan.email, password: 'new-horse-22' });
    expect(registered.status).toBe(201);
  });

  it('staff only: customers get 403, no token 401', async () => {
    const someone = await checkoutUser(t);
    expect(
      (await t.request.get('/api/admin/privacy-requests').set('authorization', someone.bearer)).status,
    ).toBe(403);
    expect((await t.request.get('/api/admin/privacy-requests')).status).toBe(401);
    const bad = await t.request
      .get('/api/admin/privacy-requests')
      .query({ kind: 'everything' })
      .set('authorization', staff.bearer);
    expect(bad.status).toBe(400);
  });

  // Last: the clock only moves forward, and these move it.
  it('says clearly when a deletion link or an export link has expired', async () => {
    const fay = await customer('Fay');
    const token = await deletionToken(fay);
    const link = await readyExport(fay);
    t.app.get<ClockControl>(CLOCK_CONTROL).advance(25 * HOUR);
    const late = await confirm(token);
    expect(late.status).toBe(410);
    expect(late.body as Envelope).toMatchObject({
      code: 'PRIVACY.LINK_EXPIRED',
      message: expect.stringMatching(/expired/) as unknown,
    });
    expect((await t.request.get('/api/user').set('authorization', fay.bearer)).status).toBe(200);
    expect((await download(fay, link)).status).toBe(200);
    t.app.get<ClockControl>(CLOCK_CONTROL).advance(7 * 24 * HOUR);
    const expired = await download(fay, link);
    expect(expired.status).toBe(410);
    expect((JSON.parse((expired.body as Buffer).toString()) as Envelope).message).toMatch(/expired/);
    // The hourly prune deletes the expired archive from storage; the request stays for staff.
    const archiveKey = `exports/${link.id}.zip`;
    expect(await storage.exists(archiveKey)).toBe(true);
    expect(await t.app.get(DataExportService).pruneExpiredArchives()).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(archiveKey)).toBe(false);
    expect((await staffList('export')).find((item) => item.id === link.id)?.state).toBe('expired');
  });
});

/** The deletion checks the account's password: a stolen session may not use it to guess the password. */
describe('privacy: passwords tried to delete an account are limited (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t?.close());

  it('5 tries per 15 minutes per account, then 429 with Retry-After even for the right password; others unaffected', async () => {
    expect(DELETION_PASSWORD_RATE_LIMIT).toMatchObject({ limit: 5, windowMs: 15 * 60_000 });
    const [owner, other] = await Promise.all([createVerifiedUser(t), createVerifiedUser(t)]);
    const ask = (who: { authToken: string }, password: string) =>
      t.request
        .post('/api/privacy/deletion')
        .set('authorization', `Bearer ${who.authToken}`)
        .send({ password });

    for (let i = 0; i < DELETION_PASSWORD_RATE_LIMIT.limit; i += 1) {
      expect((await ask(owner, `guess-${i}`)).body).toMatchObject({ code: 'PRIVACY.PASSWORD_INCORRECT' });
    }
    const refused = await ask(owner, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body as Envelope).toMatchObject({ code: 'RATE_LIMIT.EXCEEDED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await t.app
        .get(DataSource)
        .query(`SELECT 1 FROM privacy_requests WHERE user_id = $1 AND kind = 'deletion'`, [owner.userId]),
    ).toEqual([]);

    const asked = await ask(other, other.password);
    expect(asked.status).toBe(200);
  });
});
