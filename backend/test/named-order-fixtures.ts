// What the name-on-the-print suites share: a session with a stored artwork, a named poster in the cart, the
// payment, and the check that a print file carries the name where the preview showed it.
import { findSize, type NameOnPrint, nameLayout, OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { namedArtwork } from '../src/platform/images/name-on-print';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { card, checkoutUser, customerInfo, TEST_CARDS, type CheckoutUser } from './checkout-fixtures';
import type { TestApp } from './create-test-app';
import { PrintifyFake } from './fakes/printify-fake';
import { bandDifference, rgbPixels } from './name-on-print-fixtures';

export const BISCUIT: NameOnPrint = {
  name: 'Biscuit',
  secondLine: '2012 – 2026',
  font: 'playfair',
  placement: 'bottom',
  colour: 'auto',
};

/**
 * The print file the provider received carries the name where the preview showed it: the file, scaled to the size
 * of the named artwork the mockups were drawn from, matches it in the text band (and a file without the name does
 * not).
 */
export async function expectNameWherePreviewShowedIt(
  printFile: Uint8Array,
  source: Buffer,
  personalisation: NameOnPrint = BISCUIT,
): Promise<void> {
  const size = findSize('poster', '12x18')!;
  const preview = await rgbPixels(await namedArtwork(source, size.widthIn / size.heightIn, personalisation));
  const print = await rgbPixels(printFile, preview.width, preview.height);
  const plain = await rgbPixels(
    await sharp(source)
      .resize(preview.width, preview.height, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer(),
  );
  const { band } = nameLayout(preview.width, preview.height, personalisation);
  const top = Math.floor(band.top);
  const bottom = Math.ceil(band.top + band.height);
  const withName = bandDifference(preview, print, top, bottom);
  const withoutName = bandDifference(preview, plain, top, bottom);
  expect(withoutName).toBeGreaterThan(5);
  expect(withName).toBeLessThan(withoutName / 3);
}

/**
 * Checks out and pays with the test card, then waits for the paid order's jobs; `idleTimeoutMs` is for suites whose
 * workers poll rarely, where a job retried after a failed attempt waits for the next poll. `checkout` is the
 * create-payment-intent body (default: the fixture's form for the user's email).
 */
export async function pay(
  t: TestApp,
  user: CheckoutUser,
  idleTimeoutMs?: number,
  checkout: object = { customerInfo: customerInfo(user.email) },
): Promise<string> {
  const intent = await t.request
    .post('/api/cart/create-payment-intent')
    .set('authorization', user.bearer)
    .send(checkout);
  expect(intent.status).toBe(200);
  const { clientSecret, orderHash } = intent.body as { clientSecret: string; orderHash: string };
  const paid = await t.request
    .post('/api/payments/local/confirm')
    .set('authorization', user.bearer)
    .send({ clientSecret, ...card(TEST_CARDS.success) });
  expect(paid.status).toBe(200);
  await t.app.get(JobQueue).idle(undefined, idleTimeoutMs);
  return orderHash;
}

/** A session of `user` whose one generated image is `bytes` (stored); answers its id and image path. */
export async function sessionWithArtwork(t: TestApp, userId: string, bytes: Buffer) {
  const key = `generated/${randomUUID()}.webp`;
  await t.app.get<ObjectStorage>(OBJECT_STORAGE).put(key, bytes, 'image/webp');
  const sessionId = randomUUID();
  const imageUrl = `/api/images/${key}`;
  await t.app
    .get(DataSource)
    .query(
      `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
      [sessionId, userId, `/api/images/originals/${randomUUID()}.webp`, JSON.stringify([imageUrl])],
    );
  return { sessionId, imageUrl };
}

/** POST /api/cart: a 12x18 poster of the session's artwork with the name `p`. */
export const addNamed = (
  t: TestApp,
  user: CheckoutUser,
  line: { sessionId: string; imageUrl: string },
  p: unknown,
) =>
  t.request
    .post('/api/cart')
    .set('authorization', user.bearer)
    .send({ ...line, printType: 'poster', printSize: '12x18', personalisation: p });

/** POST /api/generate-mockups: the 12x18 poster views of `imageUrl`, with the name `personalisation` when given. */
export const posterMockups = (
  t: TestApp,
  user: { bearer: string },
  imageUrl: string,
  personalisation?: unknown,
) =>
  t.request
    .post('/api/generate-mockups')
    .set('authorization', user.bearer)
    .send({
      imageUrl,
      printType: 'poster',
      printSize: '12x18',
      ...(personalisation ? { personalisation } : {}),
    });

/** The Printify fake, its print areas 40 px per inch (print files stay small). */
export async function smallPrintsPrintify(): Promise<PrintifyFake> {
  const printify = await new PrintifyFake().start();
  for (const variants of printify.catalog.values()) {
    for (const variant of variants) {
      const [w, h] = String(variant.options.size).split('x').map(Number) as [number, number];
      variant.placeholders = [{ position: 'front', width: w * 40, height: h * 40 }];
    }
  }
  return printify;
}

/**
 * Closes a Printify suite: the database is shared with the other suites, whose syncs read every open order, so every
 * order at the fake is delivered and synced (none is left open for a provider that does not know it, as
 * printify-lifecycle does), then the app and the fake stop.
 */
export async function closePrintifyOrders(t: TestApp | undefined, printify: PrintifyFake | undefined) {
  for (const order of printify?.orders.values() ?? []) {
    order.status = 'fulfilled';
    if (order.shipments.length === 0) {
      order.shipments.push({
        carrier: 'usps',
        number: '9400NAME',
        url: 'https://usps.example',
        delivered_at: null,
      });
    }
    for (const shipment of order.shipments) shipment.delivered_at ??= new Date().toISOString();
  }
  if (t) {
    const admin = await checkoutUser(t, { isAdmin: true });
    await t.request.post('/api/admin/sync-order-statuses').set('authorization', admin.bearer);
    await t.app.get(JobQueue).idle();
  }
  await t?.close();
  await printify?.close();
}
