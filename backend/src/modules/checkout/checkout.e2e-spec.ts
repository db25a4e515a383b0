import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { checkoutUser, customerInfo, setCart, type CheckoutUser } from '../../../test/checkout-fixtures';

describe('POST /api/cart/create-payment-intent (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const create = (user: CheckoutUser, info: object) =>
    t.request
      .post('/api/cart/create-payment-intent')
      .set('authorization', user.bearer)
      .send({ customerInfo: info });

  const long = (n: number) => 'x'.repeat(n);

  it.each([
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['firstName', { firstName: long(41) }, 'First name must be 40 characters or less'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['lastName', { lastName: long(41) }, 'Last name must be 40 characters or less'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '+1234567890123456' }, 'Phone number is too long'],
    ['address', { address: '' }, 'Address is required'],
    ['address', { address: long(101) }, 'Address must be 100 characters or less'],
    ['city', { city: '' }, 'City is required'],
    ['city', { city: long(51) }, 'City must be 50 characters or less'],
    ['postalCode', { postalCode: '' }, 'ZIP code is required'],
    ['postalCode', { postalCode: '12' }, 'ZIP code is too short'],
    ['postalCode', { postalCode: '12345678901' }, 'ZIP code is too long'],
    ['postalCode', { postalCode: '\t=1+1' }, 'Please enter a valid ZIP code'],
    ['postalCode', { postalCode: 'SW1A 1AA' }, 'Please enter a valid ZIP code'],
    ['country', { country: '', countryCode: undefined }, 'Country is required'],
    ['country', { country: 'ZZ', countryCode: undefined }, 'Country is required'],
    ['state', { state: '' }, 'State/Province/Region is required for this country'],
    [
      'state',
      { country: 'AU', countryCode: 'AU', state: '' },
      'State/Province/Region is required for this country',
    ],
  ])(
    'rejects a bad %s with "Form validation failed" and the rule message',
    async (field, overrides, message) => {
      const user = await checkoutUser(t);
      await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
      const res = await create(user, customerInfo(user.email, overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Form validation failed', success: false });
      const body = res.body as { details: string[]; errors: Record<string, string> };
      expect(body.details).toContain(message);
      expect(body.errors[field]).toBe(message);
      const [orders] = await db.query<{ n: string }[]>(
        `SELECT count(*) AS n FROM orders WHERE user_id = $1`,
        [user.id],
      );
      expect(orders?.n).toBe('0');
    },
  );

  it('accepts a phone with a country code, and CZ without a region', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
    const res = await create(
      user,
      customerInfo(user.email, {
        country: 'CZ',
        countryCode: 'CZ',
        state: '',
        postalCode: '11000',
        city: 'Praha',
      }),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['US', 'CA', '94105-1234'],
    ['CA', 'ON', 'M5V 2T6'],
    ['GB', '', 'SW1A 1AA'],
  ])('accepts a %s postal code in its national format', async (country, state, postalCode) => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
    const res = await create(
      user,
      customerInfo(user.email, { country, countryCode: country, state, postalCode }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses an empty cart', async () => {
    const user = await checkoutUser(t);
    const res = await create(user, customerInfo(user.email));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Your cart is empty' });
  });

  it('creates the pending order, its line items and the payment in one go, and saves the profile', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '12x18', quantity: 2 },
    ]);
    const res = await create(user, customerInfo(user.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, paymentProvider: 'local' });
    const { orderHash, clientSecret } = res.body as { orderHash: string; clientSecret: string };
    expect(orderHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [order] = await db.query<Record<string, unknown>[]>(`SELECT * FROM orders WHERE order_hash = $1`, [
      orderHash,
    ]);
    expect(clientSecret.startsWith(`${order?.stripe_payment_id as string}_secret_`)).toBe(true);
    // 69.99 + 2 x 39.99 = 149.97; shipping canvas 9.99 + poster 4.99 + 2.49 = 17.47; CA 7.25% of 167.44 = 12.14
    expect(order).toMatchObject({
      user_id: user.id,
      invoice_status: 'pending',
      fulfillment_status: 'pending',
      total_amount: 14997 + 1747 + 1214,
      tax_amount: 1214,
      customer_email: user.email,
      customer_name: 'Ada Lovelace',
      customer_phone: '+14155550100',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Market St',
        address2: 'Suite 5',
        city: 'San Francisco',
        region: 'CA',
        zip: '94105',
        country: 'US',
      },
    });
    expect(order?.tax_calculation_id).toMatch(/^taxcalc_local_/);
    expect(order?.metadata).toMatchObject({
      productPrice: 14997,
      shippingCost: 1747,
      deliveryEstimate: { range: '4-13 business days', hasMultipleProviders: true },
    });
    const lines = await db.query<Record<string, unknown>[]>(
      `SELECT print_type, print_size, quantity, unit_price, line_total, printify_product_id, printify_variant_id
         FROM order_line_items WHERE order_id = $1 ORDER BY created_at, id`,
      [order?.id],
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      print_type: 'canvas',
      print_size: '20x30',
      quantity: 1,
      unit_price: 6999,
      line_total: 6999,
    });
    expect(lines[1]).toMatchObject({
      print_type: 'poster',
      print_size: '12x18',
      quantity: 2,
      unit_price: 3999,
      line_total: 7998,
    });
    expect(typeof lines[0]?.printify_variant_id).toBe('number');
    const [profile] = await db.query<Record<string, unknown>[]>(
      `SELECT first_name, last_name, phone, shipping_info FROM users WHERE id = $1`,
      [user.id],
    );
    expect(profile).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+14155550100',
      shipping_info: {
        address1: '1 Market St',
        address2: 'Suite 5',
        city: 'San Francisco',
        region: 'CA',
        zip: '94105',
        country: 'US',
        countryCode: 'US',
        countryName: 'United States',
      },
    });
  });

  it('reuses the pending order for an unchanged cart (double clicks), and makes a new one when the cart changes', async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
    const info = customerInfo(user.email);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(user, info)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const hashes = new Set(results.map((r) => (r.body as { orderHash: string }).orderHash));
    const secrets = new Set(results.map((r) => (r.body as { clientSecret: string }).clientSecret));
    expect(hashes.size).toBe(1);
    expect(secrets.size).toBe(1);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12', quantity: 2 }]);
    const changed = await create(user, info);
    expect(hashes.has((changed.body as { orderHash: string }).orderHash)).toBe(false);
    const [count] = await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM orders WHERE user_id = $1`, [
      user.id,
    ]);
    expect(count?.n).toBe('2');
  });

  it('needs a signed-in user', async () => {
    const res = await t.request
      .post('/api/cart/create-payment-intent')
      .send({ customerInfo: customerInfo('a@b.co') });
    expect(res.status).toBe(401);
  });

  it("keeps the buyer's details when a gift ships elsewhere, unless the buyer asks to save them", async () => {
    const user = await checkoutUser(t);
    await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
    // The first order fills an empty profile by default.
    expect((await create(user, customerInfo(user.email))).status).toBe(200);
    const profile = () =>
      db
        .query<{ first_name: string; phone: string; city: string }[]>(
          `SELECT first_name, phone, shipping_info->>'city' AS city FROM users WHERE id = $1`,
          [user.id],
        )
        .then((rows) => rows[0]);
    expect(await profile()).toEqual({ first_name: 'Ada', phone: '+14155550100', city: 'San Francisco' });

    const gift = customerInfo(user.email, {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+4930123456',
      address: 'Unter den Linden 1',
      address2: undefined,
      city: 'Berlin',
      state: undefined,
      postalCode: '10117',
      country: 'DE',
      countryCode: 'DE',
      countryName: 'Germany',
    });
    expect((await create(user, gift)).status).toBe(200);
    expect((await create(user, { ...gift, saveAsMyDetails: false })).status).toBe(200);
    expect(await profile()).toEqual({ first_name: 'Ada', phone: '+14155550100', city: 'San Francisco' });

    expect((await create(user, { ...gift, saveAsMyDetails: true })).status).toBe(200);
    expect(await profile()).toEqual({ first_name: 'Grace', phone: '+4930123456', city: 'Berlin' });
    const invalid = await create(user, { ...gift, saveAsMyDetails: 'yes' });
    expect(invalid.status).toBe(400);
  });
});
