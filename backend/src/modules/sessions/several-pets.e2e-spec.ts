import { findSize, OBJECT_STORAGE, type ObjectStorage, SEVERAL_PETS_TEXTS } from '@petart/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fixturePhoto } from '../../../test/journey/images';
import { pay } from '../../../test/named-order-fixtures';
import { photoFixtures } from '../../../test/photos/photo-fixtures';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';

interface Session {
  sessionId: string;
  petCount: number;
  petPhotos: string[];
  petPhotosChangeable: boolean;
  generatedImages: string[];
  artwork: { width: number; height: number } | null;
  orientation: string;
}

/**
 * Several pets in one portrait through the API, with the local generator: up to four photos in one session, each
 * checked like an upload; only the owner changes them and only before the artwork is made; the generation uses them all
 * (the local generator places them side by side, each whole, in a 3:2 artwork); each pet after the first is priced from EXTRA_PET_PRICE_CENTS on the
 * cart line and the paid order line.
 */
describe('several pets in one portrait (e2e)', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: CheckoutUser;
  let bob: CheckoutUser;

  const photo = (colour: string) =>
    sharp({ create: { width: 1200, height: 1200, channels: 3, background: colour } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><circle cx="600" cy="600" r="380" fill="#fff"/><circle cx="470" cy="520" r="50"/><circle cx="730" cy="520" r="50"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
  const upload = async (user: CheckoutUser): Promise<string> => {
    const res = await t.request
      .post('/api/upload')
      .set('authorization', user.bearer)
      .attach(
        'image',
        await sharp(await fixturePhoto())
          .resize(1800)
          .jpeg()
          .toBuffer(),
        'pet.jpg',
      );
    expect(res.status).toBe(201);
    return (res.body as { sessionId: string }).sessionId;
  };
  const addPet = async (user: CheckoutUser, sessionId: string, image: Buffer) =>
    t.request
      .post(`/api/sessions/${sessionId}/pets`)
      .set('authorization', user.bearer)
      .attach('image', image, 'pet.jpg');
  const removePet = (user: CheckoutUser, sessionId: string, pet: number | string) =>
    t.request.delete(`/api/sessions/${sessionId}/pets/${pet}`).set('authorization', user.bearer);
  const session = async (user: CheckoutUser, sessionId: string): Promise<Session> => {
    const res = await t.request.get(`/api/sessions/${sessionId}`).set('authorization', user.bearer);
    expect(res.status).toBe(200);
    return res.body as Session;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-several-pets-'));
    t = await createTestApp({ DATA_DIR: dataDir, EXTRA_PET_PRICE_CENTS: '1200' });
    alice = await checkoutUser(t);
    bob = await checkoutUser(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes up to four photos, checks each one, and lets only the owner change them', async () => {
    const sessionId = await upload(alice);
    expect(await session(alice, sessionId)).toMatchObject({
      petCount: 1,
      petPhotos: [expect.stringMatching(/^\/api\/images\/originals\/.+\?exp=/)],
      petPhotosChangeable: true,
    });

    const second = await addPet(alice, sessionId, await photoFixtures.good());
    expect(second.status).toBe(201);
    const added = second.body as { session: Session; warnings: unknown[] };
    expect(added.warnings).toEqual([]);
    expect(added.session.petCount).toBe(2);
    expect(added.session.petPhotos).toHaveLength(2);
    const served = await t.request.get(added.session.petPhotos[1]!).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');

    // Another customer can neither add to nor remove from it, nor tell that it exists.
    expect((await addPet(bob, sessionId, await photo('#3030c0'))).status).toBe(404);
    expect((await removePet(bob, sessionId, 2)).status).toBe(404);

    // A photo too small to make art from is refused like an upload, and changes nothing.
    const tiny = await addPet(alice, sessionId, await photoFixtures.tiny());
    expect(tiny.status).toBe(400);
    expect((await session(alice, sessionId)).petCount).toBe(2);
    // A dark one is taken with its warning, as an upload would be.
    const dark = await addPet(alice, sessionId, await photoFixtures.dark());
    expect(dark.status).toBe(201);
    expect((dark.body as { warnings: { code: string }[] }).warnings.map((w) => w.code)).toEqual(['too-dark']);
    expect((await addPet(alice, sessionId, await photo('#30c030'))).status).toBe(201);

    const fifth = await addPet(alice, sessionId, await photo('#c0c030'));
    expect(fifth.status).toBe(400);
    expect(fifth.body).toMatchObject({ code: 'SESSION.TOO_MANY_PETS', message: SEVERAL_PETS_TEXTS.tooMany });

    const pathOf = (url: string) => url.split('?')[0];
    const before = (await session(alice, sessionId)).petPhotos.map(pathOf);
    expect(before).toHaveLength(4);
    const removed = await removePet(alice, sessionId, 3);
    expect(removed.status).toBe(200);
    expect((removed.body as Session).petCount).toBe(3);
    // The third pet's photo is gone and the fourth moved up, in the answer and when read again.
    const after = [before[0], before[1], before[3]];
    expect((removed.body as Session).petPhotos.map(pathOf)).toEqual(after);
    expect((await session(alice, sessionId)).petPhotos.map(pathOf)).toEqual(after);
    for (const pet of [1, 4, 9]) {
      const res = await removePet(alice, sessionId, pet);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SESSION.PET_NOT_FOUND' });
    }
    expect((await removePet(alice, sessionId, 'two')).status).toBe(400);
  });

  it('makes one portrait of all the pets, then fixes the photos; extra pets are priced on the cart and the order', async () => {
    const sessionId = await upload(alice);
    expect((await addPet(alice, sessionId, await photo('#c03030'))).status).toBe(201);

    // While a generation runs, the photos do not change.
    const db = t.app.get(DataSource);
    await db.query(`UPDATE sessions SET ai_job_status = 'processing' WHERE session_id = $1`, [sessionId]);
    const busy = await addPet(alice, sessionId, await photo('#30c030'));
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'SESSION.PETS_LOCKED', message: SEVERAL_PETS_TEXTS.locked });
    await db.query(`UPDATE sessions SET ai_job_status = 'pending' WHERE session_id = $1`, [sessionId]);

    const generated = await t.request
      .post('/api/generate')
      .set('authorization', alice.bearer)
      .send({ sessionId, style: 'Studio-Style Photorealism' });
    expect(generated.status).toBe(200);
    const made = await session(alice, sessionId);
    // Two pets side by side: a 3:2 landscape artwork (the shape of the landscape prints), the red pet on the right.
    expect(made.orientation).toBe('landscape');
    expect(made.artwork!.width * 2).toBe(made.artwork!.height * 3);
    // The stored artwork (what the customer is shown is its watermarked preview, smaller).
    const key = t.app.get(ImageUrlSigner).keyOf(made.generatedImages[0]!)!;
    const artwork = Buffer.from((await t.app.get<ObjectStorage>(OBJECT_STORAGE).get(key))!.body);
    const half = made.artwork!.width / 2;
    const redness = async (left: number) => {
      const part = await sharp(artwork)
        .extract({ left, top: 0, width: half, height: made.artwork!.height })
        .toBuffer();
      const [r, g, b] = (await sharp(part).stats()).channels;
      return r!.mean - (g!.mean + b!.mean) / 2;
    };
    expect(await redness(half)).toBeGreaterThan((await redness(0)) + 30);

    expect(made.petPhotosChangeable).toBe(false);
    expect((await addPet(alice, sessionId, await photo('#30c030'))).status).toBe(409);
    expect((await removePet(alice, sessionId, 2)).status).toBe(409);
    expect((await session(alice, sessionId)).petCount).toBe(2);

    const options = await t.request.get('/api/personalisation/options');
    expect((options.body as { extraPetPriceCents: number }).extraPetPriceCents).toBe(1200);
    const cart = await t.request.post('/api/cart').set('authorization', alice.bearer).send({
      sessionId,
      printType: 'poster',
      printSize: '12x18',
      imageUrl: made.generatedImages[0],
      quantity: 2,
    });
    expect(cart.body).toMatchObject({ item: { petCount: 2 } });
    const base = findSize('poster', '12x18')!.priceCents;
    const item = (cart.body as { item: { petCount: number; unitPrice: number } }).item;
    expect(item.petCount).toBe(2);
    expect(Math.round(item.unitPrice * 100)).toBe(base + 1200);

    const orderHash = await pay(t, alice);
    const [line] = await db.query<{ pet_count: number; unit_price: number; line_total: number }[]>(
      `SELECT li.pet_count, li.unit_price, li.line_total FROM order_line_items li
         JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
      [orderHash],
    );
    expect(line).toEqual({ pet_count: 2, unit_price: base + 1200, line_total: 2 * (base + 1200) });
  });
});
