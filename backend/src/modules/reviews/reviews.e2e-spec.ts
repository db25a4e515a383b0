import {
  FULFILMENT_PROVIDER,
  GIFT_DEADLINE_PLACEHOLDER,
  OBJECT_STORAGE,
  PAGE_HEAD_START,
  PRERENDERED_QUERIES_ID,
  REVIEWS_PLACEHOLDER,
  type ObjectStorage,
} from '@petart/domain';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { LocalFulfilmentSimulator } from '../../adapters/fulfilment/local-fulfilment.simulator';
import { mailbox } from '../../../test/accounts';
import {
  card,
  checkoutUser,
  customerInfo,
  setCart,
  TEST_CARDS,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';
import { createTestApp, REPO_ROOT, type TestApp } from '../../../test/create-test-app';
import { orderJobs } from '../../../test/jobs';
import { JobQueue } from '../../platform/jobs/job-queue';

/** A built shop whose landing page was prerendered with the gift deadline's and the reviews' placeholders. */
function builtShop(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-reviews-dist-'));
  const shell = fs.readFileSync(path.join(REPO_ROOT, 'shop-frontend/index.html'), 'utf8');
  expect(shell).toContain(PAGE_HEAD_START);
  const root = /<div id="root">[\s\S]*?<\/svg>\s*<\/div>\s*<\/div>/;
  const queries = JSON.stringify({
    giftDeadline: { today: '', deadline: { kind: 'open', sentence: GIFT_DEADLINE_PLACEHOLDER } },
    reviews: REVIEWS_PLACEHOLDER,
  });
  const landing = shell
    .replace(
      root,
      () =>
        `<div id="root" data-prerendered="/"><h1>Turn Your Pet Into Art</h1><p>${GIFT_DEADLINE_PLACEHOLDER}</p>` +
        `<section id="reviews">${REVIEWS_PLACEHOLDER}</section></div>`,
    )
    .replace(
      '</body>',
      () => `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script></body>`,
    );
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'prerendered/index.html'), landing);
  fs.writeFileSync(
    path.join(dir, 'prerendered/pages.json'),
    JSON.stringify({ '/': { file: 'index.html', dependsOn: [] } }),
  );
  return dir;
}

interface Review {
  id: string;
  orderLineId: string;
  rating: number;
  body: string;
  status: string;
  reply: string | null;
  authorName: string;
  style: string | null;
  photos: { id: string; url: string; width: number; height: number }[];
}

interface OrderReviews {
  canReview: boolean;
  reason: string | null;
  lines: { lineId: string; style: string | null; review: Review | null }[];
}

/** The landing page's product structured data, parsed from the page as sent. */
function productOf(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const graph = (JSON.parse(scripts[0]![1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
  const product = graph.find((node) => node['@type'] === 'Product');
  if (!product) throw new Error('no Product in the structured data');
  return product;
}

describe('reviews of delivered prints: the request, the review, moderation and the landing page (local, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let sim: LocalFulfilmentSimulator;
  let admin: CheckoutUser;
  let customer: CheckoutUser;
  let stranger: CheckoutUser;
  let simClock = Date.now() + 86_400_000;

  beforeAll(async () => {
    t = await createTestApp({ SHOP_DIST_DIR: builtShop(), REVIEW_REQUEST_DAYS: '7' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    sim = t.app.get<LocalFulfilmentSimulator>(FULFILMENT_PROVIDER);
    admin = await checkoutUser(t, { isAdmin: true });
    customer = await checkoutUser(t);
    stranger = await checkoutUser(t);
  });
  afterAll(() => t?.close());

  const photo = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();

  /** A paid order of two lines (made in the Watercolor style), left as paid or walked to delivered. */
  async function order(
    owner: CheckoutUser,
    deliver: boolean,
  ): Promise<{ id: string; hash: string; lineIds: string[] }> {
    await setCart(t, owner.id, [
      { printType: 'poster', printSize: '12x18' },
      { printType: 'poster', printSize: '8x12' },
    ]);
    const [first] = await db.query<{ session_id: string }[]>(
      `SELECT session_id FROM cart_items WHERE user_id = $1 LIMIT 1`,
      [owner.id],
    );
    await db.query(
      `INSERT INTO sessions (session_id, user_id, selected_style) VALUES ($1, $2, 'Watercolor')`,
      [first!.session_id, owner.id],
    );
    const intent = await t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', owner.bearer)
      .send({ customerInfo: customerInfo(owner.email) });
    expect(intent.status).toBe(200);
    const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
    await t.request
      .post('/api/payments/local/confirm')
      .set('authorization', owner.bearer)
      .send({ clientSecret, ...card(TEST_CARDS.success) })
      .expect(200);
    await jobs.idle();
    const [row] = await db.query<{ id: string; printify_order_id: string; fulfillment_status: string }[]>(
      `SELECT id, printify_order_id, fulfillment_status FROM orders WHERE order_hash = $1`,
      [orderHash],
    );
    if (deliver) {
      for (let i = 0; i < 3; i += 1) {
        simClock += 86_400_000;
        await sim.tick(new Date(simClock), [row!.printify_order_id]);
        await jobs.idle();
      }
      const [after] = await db.query<{ fulfillment_status: string }[]>(
        `SELECT fulfillment_status FROM orders WHERE id = $1`,
        [row!.id],
      );
      expect(after?.fulfillment_status).toBe('delivered');
    }
    const lines = await db.query<{ id: string }[]>(
      `SELECT id FROM order_line_items WHERE order_id = $1 ORDER BY created_at, id`,
      [row!.id],
    );
    return { id: row!.id, hash: orderHash, lineIds: lines.map((l) => l.id) };
  }

  function review(
    who: CheckoutUser,
    orderHash: string,
    fields: Record<string, string>,
    photos: Buffer[] = [],
  ) {
    let req = t.request.post(`/api/orders/${orderHash}/reviews`).set('authorization', who.bearer);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    photos.forEach((bytes, i) => {
      req = req.attach('photos', bytes, { filename: `print-${i}.jpg`, contentType: 'image/jpeg' });
    });
    return req;
  }

  const advanceClock = (minutes: number) =>
    t.request.post('/api/dev/clock/advance').set('authorization', admin.bearer).send({ minutes }).expect(200);
  const landing = async () => {
    const res = await t.request.get('/');
    expect(res.status).toBe(200);
    return res.text;
  };
  const requests = async (to: string) =>
    (await mailbox(t, to)).filter((mail) => mail.subject.startsWith('How do you like your portrait?'));

  it('asks the customer by email REVIEW_REQUEST_DAYS after delivery, on the app clock, once', async () => {
    const delivered = await order(customer, true);
    const [job] = await orderJobs(t.app, delivered.id, 'review_request');
    expect(job?.state).toBe('queued');
    expect(await requests(customer.email)).toHaveLength(0);

    // A day short of the 7: still waiting.
    await advanceClock(6 * 24 * 60);
    await jobs.idle();
    expect(await requests(customer.email)).toHaveLength(0);

    await advanceClock(24 * 60 + 1);
    await jobs.idle();
    const [mail, ...more] = await requests(customer.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`/app/order-confirmation/${delivered.hash}#reviews`);
    expect(mail?.text).toContain('Write a review');
    expect((await orderJobs(t.app, delivered.id, 'review_request'))[0]?.state).toBe('done');
  });

  it('takes a review of a delivered line with photos, approved by staff it shows on the landing page, hidden it does not', async () => {
    // Nothing approved yet: the section is empty and the product has no rating (never an invented one).
    const before = await landing();
    expect(before).not.toContain(REVIEWS_PLACEHOLDER);
    expect(before).toContain('<section id="reviews"></section>');
    expect(productOf(before).aggregateRating).toBeUndefined();

    const delivered = await order(customer, true);
    const view = await t.request
      .get(`/api/orders/${delivered.hash}/reviews`)
      .set('authorization', customer.bearer);
    expect(view.status).toBe(200);
    const lines = view.body as OrderReviews;
    expect(lines).toMatchObject({ canReview: true, reason: null });
    expect(lines.lines.map((l) => [l.lineId, l.style, l.review])).toEqual([
      [delivered.lineIds[0], 'watercolor', null],
      [delivered.lineIds[1], 'watercolor', null],
    ]);

    const created = await review(
      customer,
      delivered.hash,
      { lineId: delivered.lineIds[0]!, rating: '5', body: '  Looks <b>just</b> like Biscuit!  ' },
      [await photo('#c33'), await photo('#3c3')],
    );
    expect(created.status).toBe(201);
    const mine = created.body as Review;
    expect(mine).toMatchObject({
      orderLineId: delivered.lineIds[0],
      rating: 5,
      body: 'Looks <b>just</b> like Biscuit!',
      status: 'pending',
      authorName: 'Ada L.',
      style: 'watercolor',
    });
    expect(mine.photos).toHaveLength(2);
    // Through the upload pipeline: re-encoded as WebP, metadata dropped.
    const [stored] = await db.query<{ storage_key: string }[]>(
      `SELECT storage_key FROM review_photos WHERE review_id = $1 LIMIT 1`,
      [mine.id],
    );
    const bytes = (await t.app.get<ObjectStorage>(OBJECT_STORAGE).get(stored!.storage_key))!.body;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // Pending: the author sees their photo, the public does not; the landing page is unchanged.
    expect((await t.request.get(mine.photos[0]!.url)).status).toBe(200);
    expect((await t.request.get(`/api/reviews/photos/${mine.photos[0]!.id}`)).status).toBe(404);
    expect(await landing()).toContain('<section id="reviews"></section>');
    expect((await t.request.get('/api/reviews')).body).toEqual({ average: null, count: 0, reviews: [] });

    // One review of a line: a second is refused.
    const again = await review(customer, delivered.hash, {
      lineId: delivered.lineIds[0]!,
      rating: '4',
      body: 'Again',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REVIEW.LINE_TAKEN' });

    // Staff: a customer may not moderate; staff list, approve (audited).
    expect(
      (await t.request.post(`/api/admin/reviews/${mine.id}/approve`).set('authorization', customer.bearer))
        .status,
    ).toBe(403);
    const pending = await t.request.get('/api/admin/reviews').set('authorization', admin.bearer);
    expect(pending.status).toBe(200);
    expect((pending.body as { reviews: Review[] }).reviews.map((r) => r.id)).toContain(mine.id);
    const approved = await t.request
      .post(`/api/admin/reviews/${mine.id}/approve`)
      .set('authorization', admin.bearer);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ review: { id: mine.id, status: 'approved' } });
    const replied = await t.request
      .post(`/api/admin/reviews/${mine.id}/reply`)
      .set('authorization', admin.bearer)
      .send({ reply: 'Thank you, give Biscuit a hug!' });
    expect(replied.status).toBe(200);
    const audit = await db.query<{ context: { action: string; actor: { email: string } } }[]>(
      `SELECT context FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->'target'->>'id' = $1
        ORDER BY created_at`,
      [mine.id],
    );
    expect(audit.map((a) => [a.context.action, a.context.actor.email])).toEqual([
      ['reviews.approve', admin.email],
      ['reviews.reply', admin.email],
    ]);

    // The landing page as sent: the review, its photos (lazy, sized), the average and count; escaped text.
    const shown = await landing();
    expect(shown).toContain(`data-review-id="${mine.id}"`);
    expect(shown).toContain('Looks &lt;b&gt;just&lt;/b&gt; like Biscuit!');
    expect(shown).toContain('5.0 out of 5');
    expect(shown).toContain('from 1 review');
    expect(shown).toContain('Ada L., Watercolor');
    expect(shown).toContain('Thank you, give Biscuit a hug!');
    expect(shown).toMatch(
      new RegExp(
        `<img src="/api/reviews/photos/${mine.photos[0]!.id}" width="40" height="30" loading="lazy"`,
      ),
    );
    // The same answer in the page's JSON block, for the app to adopt the page.
    const block = new RegExp(
      `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">([^<]*)</script>`,
    ).exec(shown);
    expect((JSON.parse(block![1]!) as { reviews: { count: number } }).reviews.count).toBe(1);
    // schema.org: the product's AggregateRating from the approved reviews.
    expect(productOf(shown).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    // Approved photos are public; the style's reviews are the style page's.
    const publicPhoto = await t.request.get(`/api/reviews/photos/${mine.photos[0]!.id}`);
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers['content-type']).toBe('image/webp');
    expect((await t.request.get('/api/reviews?style=watercolor')).body).toMatchObject({
      average: 5,
      count: 1,
    });
    expect((await t.request.get('/api/reviews?style=charcoal')).body).toEqual({
      average: null,
      count: 0,
      reviews: [],
    });
    expect((await t.request.get('/api/reviews?style=../x')).status).toBe(400);

    // Hidden: gone from the landing page, its photos no longer public.
    const hidden = await t.request
      .post(`/api/admin/reviews/${mine.id}/hide`)
      .set('authorization', admin.bearer);
    expect(hidden.status).toBe(200);
    const after = await landing();
    expect(after).not.toContain(mine.id);
    expect(after).toContain('<section id="reviews"></section>');
    expect(productOf(after).aggregateRating).toBeUndefined();
    expect((await t.request.get(`/api/reviews/photos/${mine.photos[0]!.id}`)).status).toBe(404);
  });

  it("refuses a review of an undelivered order or of another customer's order, with a clear message", async () => {
    const paid = await order(customer, false);
    const early = await review(customer, paid.hash, {
      lineId: paid.lineIds[0]!,
      rating: '5',
      body: 'Cannot wait',
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'REVIEW.NOT_DELIVERED',
      message: 'You can review an order once it has been delivered.',
    });
    const view = await t.request
      .get(`/api/orders/${paid.hash}/reviews`)
      .set('authorization', customer.bearer);
    expect(view.body).toMatchObject({
      canReview: false,
      reason: 'You can review an order once it has been delivered.',
    });

    const theirs = await order(stranger, true);
    const foreign = await review(customer, theirs.hash, {
      lineId: theirs.lineIds[0]!,
      rating: '1',
      body: 'Not mine',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      code: 'ORDER.NOT_FOUND',
      message: 'Order not found: you can only review your own orders.',
    });
    expect(
      (await t.request.get(`/api/orders/${theirs.hash}/reviews`).set('authorization', customer.bearer))
        .status,
    ).toBe(404);
    expect((await t.request.get(`/api/orders/${theirs.hash}/reviews`)).status).toBe(401);

    // Bad input: clear 400s, never a 500.
    for (const [fields, message] of [
      [
        { lineId: theirs.lineIds[0]!, rating: '6', body: 'Too many stars' },
        'Please rate the print from 1 to 5 stars.',
      ],
      [
        { lineId: theirs.lineIds[0]!, rating: '4', body: '   ' },
        'Please write a few lines about your print.',
      ],
      [{ lineId: paid.lineIds[0]!, rating: '4', body: 'Wrong line' }, 'This print is not part of the order.'],
    ] as const) {
      const res = await review(stranger, theirs.hash, fields);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'REVIEW.INVALID', message });
    }
    const four = await review(
      stranger,
      theirs.hash,
      { lineId: theirs.lineIds[0]!, rating: '4', body: 'Lots' },
      [await photo('#111'), await photo('#222'), await photo('#333'), await photo('#444')],
    );
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ message: 'Please add at most 3 photos.' });
    const notImage = await review(
      stranger,
      theirs.hash,
      { lineId: theirs.lineIds[0]!, rating: '4', body: 'Text' },
      [Buffer.from('not an image at all')],
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ code: 'UPLOAD.INVALID' });
    expect(await db.query(`SELECT id FROM reviews WHERE order_id = $1`, [theirs.id])).toEqual([]);
  });

  it('lets the author edit (back to moderation) and delete their review, and no one else', async () => {
    const delivered = await order(customer, true);
    const created = await review(
      customer,
      delivered.hash,
      { lineId: delivered.lineIds[1]!, rating: '3', body: 'Nice' },
      [await photo('#00f')],
    );
    expect(created.status).toBe(201);
    const mine = created.body as Review;
    await t.request
      .post(`/api/admin/reviews/${mine.id}/approve`)
      .set('authorization', admin.bearer)
      .expect(200);
    expect(await landing()).toContain(mine.id);

    const byStranger = await t.request
      .patch(`/api/reviews/${mine.id}`)
      .set('authorization', stranger.bearer)
      .field('rating', '1')
      .field('body', 'Hijacked');
    expect(byStranger.status).toBe(404);
    expect(
      (await t.request.delete(`/api/reviews/${mine.id}`).set('authorization', stranger.bearer)).status,
    ).toBe(404);

    const edited = await t.request
      .patch(`/api/reviews/${mine.id}`)
      .set('authorization', customer.bearer)
      .field('rating', '4')
      .field('body', 'Even nicer on the wall')
      .field('removePhotoIds', mine.photos[0]!.id)
      .attach('photos', await photo('#0f0'), { filename: 'wall.jpg', contentType: 'image/jpeg' });
    expect(edited.status).toBe(200);
    const after = edited.body as Review;
    expect(after).toMatchObject({ rating: 4, body: 'Even nicer on the wall', status: 'pending' });
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]!.id).not.toBe(mine.photos[0]!.id);
    // An edited review waits for staff again before it shows.
    expect(await landing()).not.toContain(mine.id);

    const deleted = await t.request.delete(`/api/reviews/${mine.id}`).set('authorization', customer.bearer);
    expect(deleted.status).toBe(204);
    expect(await db.query(`SELECT id FROM reviews WHERE id = $1`, [mine.id])).toEqual([]);
    expect(await db.query(`SELECT id FROM review_photos WHERE review_id = $1`, [mine.id])).toEqual([]);
    const view = await t.request
      .get(`/api/orders/${delivered.hash}/reviews`)
      .set('authorization', customer.bearer);
    expect((view.body as OrderReviews).lines.every((l) => l.review === null)).toBe(true);
  });
});
