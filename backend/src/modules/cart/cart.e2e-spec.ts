import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  createTestSession,
  createTestUser,
  type TestSession,
  type TestUser,
} from '../../../test/journey-fixtures';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';

interface CartItemBody {
  id: string;
  sessionId: string;
  printType: string;
  printSize: string;
  imageUrl: string;
  quantity: number;
  artStyle: string | null;
  personalisation: { name: string; font: string } | null;
  unitPrice: number;
  createdAt: string;
}

describe('cart API', () => {
  let t: TestApp;
  let signer: ImageUrlSigner;
  let alice: TestUser;
  let bob: TestUser;
  let aliceSession: TestSession;
  let bobSession: TestSession;

  const add = (user: TestUser, body: Record<string, unknown>) =>
    t.request.post('/api/cart').set('authorization', user.bearer).send(body);
  const line = (session: TestSession, extra: Record<string, unknown> = {}) => ({
    sessionId: session.sessionId,
    printType: 'canvas',
    printSize: '20x30',
    imageUrl: session.generated[0],
    artStyle: 'Watercolor',
    ...extra,
  });
  const getCart = async (user: TestUser) => {
    const res = await t.request.get('/api/cart').set('authorization', user.bearer);
    expect(res.status).toBe(200);
    return res.body as { items: CartItemBody[]; itemCount: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    signer = t.app.get(ImageUrlSigner);
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    alice = await createTestUser(t);
    bob = await createTestUser(t);
    aliceSession = await createTestSession(t, alice.id);
    bobSession = await createTestSession(t, bob.id);
  });

  it('requires sign-in on every route', async () => {
    const id = randomUUID();
    const responses = await Promise.all([
      t.request.get('/api/cart'),
      t.request.post('/api/cart').send(line(aliceSession)),
      t.request.put(`/api/cart/${id}`).send({ quantity: 2 }),
      t.request.delete(`/api/cart/${id}`),
      t.request.delete('/api/cart'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('starts empty, with no-store caching', async () => {
    const res = await t.request.get('/api/cart').set('authorization', alice.bearer);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ items: [], itemCount: 0 });
  });

  it('adds a line with the catalogue price, a signed image URL and quantity 1 by default', async () => {
    const res = await add(alice, line(aliceSession, { printType: '  Canvas ', printSize: '20X30' }));
    expect(res.status).toBe(201);
    const { item, itemCount } = res.body as { item: CartItemBody; itemCount: number };
    expect(itemCount).toBe(1);
    expect(item).toMatchObject({
      sessionId: aliceSession.sessionId,
      printType: 'canvas',
      printSize: '20x30',
      quantity: 1,
      artStyle: 'Watercolor',
      unitPrice: 69.99,
    });
    expect(item.imageUrl).toMatch(/^\/api\/images\/generated\/[0-9a-f-]+\.webp\?v=thumb&exp=\d+&sig=[\w-]+$/);
    expect(signer.toStoredPath(item.imageUrl)).toBe(aliceSession.generated[0]);
    expect(Date.parse(item.createdAt)).not.toBeNaN();
    // The stored row keeps the unsigned path.
    const [row] = await t.app
      .get(DataSource)
      .query<{ image_url: string }[]>(`SELECT image_url FROM cart_items WHERE id = $1`, [item.id]);
    expect(row?.image_url).toBe(aliceSession.generated[0]);
  });

  it('refuses a size the artwork is too small to print (400 CART.PRINT_RESOLUTION_TOO_LOW), accepts the rest', async () => {
    // A 400 x 600 px artwork: 12x18 prints at 33 DPI (low, orderable), 20x30 at 20 DPI (below the 25 DPI minimum).
    await t.app
      .get(DataSource)
      .query(`UPDATE sessions SET image_sizes = $2::jsonb WHERE session_id = $1`, [
        aliceSession.sessionId,
        JSON.stringify({ [aliceSession.generated[0]!]: { width: 400, height: 600 } }),
      ]);
    const refused = await add(alice, line(aliceSession, { printSize: '20x30' }));
    expect(refused.status).toBe(400);
    const body = refused.body as { code: string; message: string; effectiveDpi: number };
    expect(body.code).toBe('CART.PRINT_RESOLUTION_TOO_LOW');
    expect(body.effectiveDpi).toBe(20);
    expect(body.message).toBe(
      'Your artwork has too few pixels for 20" x 30" (20 DPI, at least 25 DPI is needed). Please choose a smaller size.',
    );
    expect(await getCart(alice)).toEqual({ items: [], itemCount: 0 });
    expect((await add(alice, line(aliceSession, { printSize: '12x18' }))).status).toBe(201);
    // The other image of the session has no recorded size: nothing to judge, so it is not refused.
    expect((await add(alice, line(aliceSession, { imageUrl: aliceSession.generated[1] }))).status).toBe(201);
  });

  it('refuses a client-sent price field', async () => {
    const res = await add(alice, { ...line(aliceSession), unitPrice: 0.01 });
    // Unknown fields are refused outright rather than silently ignored.
    expect(res.status).toBe(400);
    expect(await getCart(alice)).toEqual({ items: [], itemCount: 0 });
  });

  it('accepts the image URL signed, unsigned or absolute on PUBLIC_URL, and the original photo', async () => {
    const signed = signer.sign(aliceSession.generated[1]!);
    expect((await add(alice, line(aliceSession, { imageUrl: signed }))).status).toBe(201);
    const absolute = `${t.config.publicUrl}${aliceSession.generated[0]}`;
    expect((await add(alice, line(aliceSession, { imageUrl: absolute }))).status).toBe(201);
    expect((await add(alice, line(aliceSession, { imageUrl: aliceSession.original }))).status).toBe(201);
    const cart = await getCart(alice);
    expect(cart.items).toHaveLength(3);
    expect(cart.itemCount).toBe(3);
  });

  it('raises the quantity of the same session + type + size + image instead of adding a line', async () => {
    const first = await add(alice, line(aliceSession, { quantity: 2 }));
    const again = await add(
      alice,
      line(aliceSession, { quantity: 3, imageUrl: signer.sign(aliceSession.generated[0]!) }),
    );
    expect(again.status).toBe(201);
    const body = again.body as { item: CartItemBody; itemCount: number };
    expect(body.item.id).toBe((first.body as { item: CartItemBody }).item.id);
    expect(body.item.quantity).toBe(5);
    expect(body.itemCount).toBe(5);
    // A different size is another line.
    const other = await add(alice, line(aliceSession, { printSize: '30x20' }));
    expect((other.body as { itemCount: number }).itemCount).toBe(6);
    const cart = await getCart(alice);
    expect(cart.items.map((i) => [i.printSize, i.quantity])).toEqual([
      ['20x30', 5],
      ['30x20', 1],
    ]);
    expect(cart.itemCount).toBe(6);
  });

  it('keeps the name on the print part of the line: another name or none is another line, the same name merges', async () => {
    const biscuit = { name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' };
    const named = await add(alice, line(aliceSession, { personalisation: biscuit }));
    expect(named.status).toBe(201);
    // A plain copy of the named print: a line of its own, and the named line keeps its name.
    const plain = await add(alice, line(aliceSession));
    expect(plain.status).toBe(201);
    const plainItem = (plain.body as { item: CartItemBody }).item;
    expect(plainItem.id).not.toBe((named.body as { item: CartItemBody }).item.id);
    expect(plainItem).toMatchObject({ quantity: 1, personalisation: null });
    // The same name again (typed with other spacing, keys in another order) merges into the named line.
    const again = await add(
      alice,
      line(aliceSession, {
        personalisation: { colour: 'auto', placement: 'bottom', font: 'playfair', name: '  Biscuit ' },
      }),
    );
    expect((again.body as { item: CartItemBody }).item).toMatchObject({
      id: (named.body as { item: CartItemBody }).item.id,
      quantity: 2,
    });
    // Another plain copy merges with the plain line; another name (or font) is a third line.
    expect(((await add(alice, line(aliceSession))).body as { item: CartItemBody }).item).toMatchObject({
      id: plainItem.id,
      quantity: 2,
    });
    await add(alice, line(aliceSession, { personalisation: { ...biscuit, name: 'Pumpkin' } }));
    await add(alice, line(aliceSession, { personalisation: { ...biscuit, font: 'pacifico' } }));
    const cart = await getCart(alice);
    expect(
      cart.items.map((i) => [
        i.personalisation ? `${i.personalisation.name} ${i.personalisation.font}` : null,
        i.quantity,
      ]),
    ).toEqual([
      ['Biscuit playfair', 2],
      [null, 2],
      ['Pumpkin playfair', 1],
      ['Biscuit pacifico', 1],
    ]);
    expect(cart.itemCount).toBe(6);
  });

  it('caps a raised quantity at 99', async () => {
    await add(alice, line(aliceSession, { quantity: 60 }));
    const res = await add(alice, line(aliceSession, { quantity: 60 }));
    expect((res.body as { item: CartItemBody }).item.quantity).toBe(99);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [100, 'Quantity cannot be more than 99'],
    [1.5, 'Quantity must be a whole number'],
    ['2', 'Quantity must be a whole number'],
  ])('refuses quantity %p on add and update with a clear message', async (quantity, message) => {
    const added = await add(alice, line(aliceSession, { quantity }));
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject({ errorType: 'VALIDATION_ERROR', message });
    const ok = await add(alice, line(aliceSession));
    const id = (ok.body as { item: CartItemBody }).item.id;
    const updated = await t.request
      .put(`/api/cart/${id}`)
      .set('authorization', alice.bearer)
      .send({ quantity });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ message });
  });

  it('validates type and size against the catalogue', async () => {
    const badType = await add(alice, line(aliceSession, { printType: 'mug' }));
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ errorType: 'INVALID_REQUEST', message: 'Unknown print type: mug' });
    const badSize = await add(alice, line(aliceSession, { printType: 'poster', printSize: '20x20' }));
    expect(badSize.status).toBe(400);
    expect(badSize.body).toMatchObject({ message: 'Size 20x20 is not available for Poster' });
    const comingSoon = await add(alice, line(aliceSession, { printType: 'framed', printSize: '20x30' }));
    expect(comingSoon.status).toBe(400);
    expect(comingSoon.body).toMatchObject({
      message: 'Framed Canvas is coming soon and cannot be ordered yet',
    });
    const missing = await add(alice, { sessionId: aliceSession.sessionId, imageUrl: aliceSession.original });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    expect(await getCart(alice)).toEqual({ items: [], itemCount: 0 });
  });

  it("refuses another user's session (404) and an image that is not the session's (400)", async () => {
    const foreignSession = await add(alice, line(bobSession));
    expect(foreignSession.status).toBe(404);
    expect(foreignSession.body).toMatchObject({ message: 'Session not found' });
    const unknownSession = await add(alice, line(aliceSession, { sessionId: randomUUID() }));
    expect(unknownSession.status).toBe(404);
    const foreignImage = await add(alice, line(aliceSession, { imageUrl: bobSession.generated[0] }));
    expect(foreignImage.status).toBe(400);
    expect(foreignImage.body).toMatchObject({ message: 'The image does not belong to this session' });
    for (const imageUrl of [
      'https://evil.example/api/images/generated/x.webp',
      '/api/images/../secret',
      'not a url',
    ]) {
      expect((await add(alice, line(aliceSession, { imageUrl }))).status).toBe(400);
    }
    expect(await getCart(alice)).toEqual({ items: [], itemCount: 0 });
  });

  it('updates the quantity of an own line', async () => {
    await add(alice, line(aliceSession, { printSize: '30x20', quantity: 2 }));
    const added = await add(alice, line(aliceSession));
    const id = (added.body as { item: CartItemBody }).item.id;
    const res = await t.request
      .put(`/api/cart/${id}`)
      .set('authorization', alice.bearer)
      .send({ quantity: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ item: { id, quantity: 7 }, itemCount: 9 });
  });

  it('removes one line and empties the cart', async () => {
    const a = await add(alice, line(aliceSession, { quantity: 2 }));
    await add(alice, line(aliceSession, { printSize: '30x20', quantity: 3 }));
    const id = (a.body as { item: CartItemBody }).item.id;
    const removed = await t.request.delete(`/api/cart/${id}`).set('authorization', alice.bearer);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, itemCount: 3 });
    const again = await t.request.delete(`/api/cart/${id}`).set('authorization', alice.bearer);
    expect(again.status).toBe(404);
    const cleared = await t.request.delete('/api/cart').set('authorization', alice.bearer);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true, itemCount: 0 });
    expect(await getCart(alice)).toEqual({ items: [], itemCount: 0 });
  });

  it("answers 404 for another user's item and leaves it alone", async () => {
    const bobs = await add(bob, line(bobSession, { quantity: 4 }));
    const id = (bobs.body as { item: CartItemBody }).item.id;
    const put = await t.request
      .put(`/api/cart/${id}`)
      .set('authorization', alice.bearer)
      .send({ quantity: 1 });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ errorType: 'NOT_FOUND', message: 'Cart item not found' });
    expect((await t.request.delete(`/api/cart/${id}`).set('authorization', alice.bearer)).status).toBe(404);
    expect((await t.request.delete('/api/cart').set('authorization', alice.bearer)).status).toBe(200);
    expect(
      (await t.request.put('/api/cart/not-a-uuid').set('authorization', alice.bearer).send({ quantity: 1 }))
        .status,
    ).toBe(404);
    const bobCart = await getCart(bob);
    expect(bobCart.items.map((i) => i.quantity)).toEqual([4]);
    expect((await getCart(alice)).items).toEqual([]);
  });

  it('reads the cart with the same number of queries for 1 or 25 lines', async () => {
    const ds = t.app.get(DataSource);
    const countQueries = async (user: TestUser): Promise<number> => {
      const spy = jest.spyOn(ds.logger, 'logQuery');
      try {
        await getCart(user);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    await add(alice, line(aliceSession));
    const sizes = ['12x18', '20x30', '32x48', '40x60', '18x12', '30x20', '48x32', '60x40', '16x16', '20x20'];
    for (const image of [aliceSession.original, ...aliceSession.generated]) {
      for (const printSize of sizes.slice(0, image === aliceSession.original ? 5 : 10)) {
        await add(alice, line(aliceSession, { imageUrl: image, printSize }));
      }
    }
    const many = await getCart(alice);
    expect(many.items.length).toBe(25);
    const single = await createTestUser(t);
    const singleSession = await createTestSession(t, single.id);
    await add(single, line(singleSession));
    const one = await countQueries(single);
    const twentyFive = await countQueries(alice);
    expect(twentyFive).toBe(one);
    // The user lookup of the auth guard + one SELECT of the cart.
    expect(twentyFive).toBeLessThanOrEqual(2);
  });
});
