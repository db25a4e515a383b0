import { DataSource } from 'typeorm';
import { createVerifiedUser, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

describe('PATCH /api/user/settings', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${(await createVerifiedUser(t)).authToken}`;
  });
  afterAll(() => t?.close());

  const patch = (body: unknown) =>
    t.request
      .patch('/api/user/settings')
      .set('authorization', auth)
      .send(body as object);
  const shipping = { address1: '1 Main St', city: 'Austin', region: 'TX', zip: '73301', country: 'US' };

  it('401 without a token', async () => {
    expect((await t.request.patch('/api/user/settings').send({ firstName: 'Ann' })).status).toBe(401);
  });

  it('updates the personal tab and returns the user', async () => {
    const res = await patch({ firstName: ' Ann ', lastName: 'Lee', phone: '5551234567' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ann', lastName: 'Lee', phone: '5551234567' });
  });

  it("accepts the phone the checkout saved, on any save of the personal tab (one phone rule, the checkout's)", async () => {
    const user = await createVerifiedUser(t);
    const own = (body: object) =>
      t.request.patch('/api/user/settings').set('authorization', `Bearer ${user.authToken}`).send(body);
    // What the checkout stores when it saves the buyer's details (country code included).
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET first_name = 'Ann', last_name = 'Lee', phone = $1 WHERE id = $2`, [
        '+12125550123',
        user.userId,
      ]);
    const read = await t.request.get('/api/user').set('authorization', `Bearer ${user.authToken}`);
    expect(read.body).toMatchObject({ phone: '+12125550123' });
    // The Settings form sends the three fields as read; a save of the names alone takes the phone from the account.
    const same = await own({ firstName: 'Ann', lastName: 'Lee', phone: '+12125550123' });
    expect(same.body).toMatchObject({ firstName: 'Ann', phone: '+12125550123' });
    expect(same.status).toBe(200);
    expect((await own({ firstName: 'Annie' })).status).toBe(200);
    const typed = await own({ phone: '+1 (212) 555-01' });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ firstName: 'Annie', phone: '+1 (212) 555-01' });
    // Still refused: letters, a + in the middle, fewer than 7 digits, more than 15 characters.
    for (const [phone, message] of [
      ['12ab', 'Phone number must contain only digits; a country code such as +1 is fine'],
      ['1+2125550123', 'Phone number must contain only digits; a country code such as +1 is fine'],
      ['+1 555', 'Phone number is too short'],
      ['+44 20 7946 0958', 'Phone number is too long'],
    ]) {
      const refused = await own({ phone });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ details: [message] });
    }
  });

  it('updates shipping from an object or a JSON string, leaving the personal fields alone', async () => {
    const asObject = await patch({ shippingInfo: shipping });
    expect(asObject.status).toBe(200);
    expect(asObject.body).toMatchObject({
      firstName: 'Ann',
      shippingInfo: { ...shipping, countryCode: 'US' },
    });
    const asString = await patch({ shippingInfo: JSON.stringify({ ...shipping, city: 'Dallas' }) });
    expect(asString.status).toBe(200);
    expect(asString.body).toMatchObject({ shippingInfo: { city: 'Dallas' } });
    expect((await t.request.get('/api/user').set('authorization', auth)).body).toMatchObject({
      shippingInfo: { city: 'Dallas' },
    });
  });

  it('answers the domain messages', async () => {
    const personal = await patch({ firstName: '', lastName: 'x'.repeat(41), phone: '12ab' });
    expect(personal.status).toBe(400);
    expect(personal.body).toMatchObject({
      error: 'Invalid input',
      errorType: 'VALIDATION_ERROR',
      details: [
        'First name is required',
        'Last name must be 40 characters or less',
        'Phone number must contain only digits; a country code such as +1 is fine',
      ],
    });
    expect((await patch({ phone: '123' })).body).toMatchObject({ details: ['Phone number is too short'] });
    const ship = await patch({ shippingInfo: { address1: '', city: 'A', zip: '1', country: 'US' } });
    expect(ship.body).toMatchObject({
      details: ['Street address is required', 'Postal code is too short', 'State/Province is required'],
    });
    // The postal code must have the country's format: no tab or formula slips in as a US ZIP.
    const formula = await patch({ shippingInfo: { ...shipping, zip: '\t=1+1' } });
    expect(formula.status).toBe(400);
    expect(formula.body).toMatchObject({ details: ['Please enter a valid postal code'] });
    // Region is required only for the US in settings.
    expect((await patch({ shippingInfo: { ...shipping, region: '', country: 'FR' } })).status).toBe(200);
    expect((await patch({ shippingInfo: '{not json' })).status).toBe(400);
  });

  it('holds every shippingInfo field to the checkout limits and a real ISO country', async () => {
    const huge = await patch({ shippingInfo: { ...shipping, region: 'x'.repeat(500_000) } });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: ['shippingInfo.region must be shorter than or equal to 100 characters'],
    });
    for (const field of ['countryName', 'address2'] as const) {
      const res = await patch({ shippingInfo: { ...shipping, [field]: 'y'.repeat(5000) } });
      expect(res.status).toBe(400);
    }
    const fake = await patch({ shippingInfo: { ...shipping, country: 'ZZ-not-a-country' } });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ errorType: 'VALIDATION_ERROR', details: ['Country is required'] });
    const fakeCode = await patch({ shippingInfo: { ...shipping, countryCode: 'ZZ' } });
    expect(fakeCode.status).toBe(400);
    const asString = await patch({ shippingInfo: JSON.stringify({ ...shipping, zip: '9'.repeat(100_000) }) });
    expect(asString.status).toBe(400);
    expect(asString.body).toMatchObject({
      details: ['shippingInfo.zip must be shorter than or equal to 40 characters'],
    });
    // Nothing was stored: the profile still holds the last valid address and stays small.
    const user = await t.request.get('/api/user').set('authorization', auth);
    expect(user.status).toBe(200);
    expect(JSON.stringify(user.body).length).toBeLessThan(2000);
    // A lower-case code and a country name next to its code are fine (what older clients sent).
    const ok = await patch({
      shippingInfo: {
        ...shipping,
        country: 'United States',
        countryCode: 'us',
        countryName: 'United States',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ shippingInfo: { countryCode: 'US' } });
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const raw of ['null', '[]', '"text"', '42']) {
      const res = await t.request
        .patch('/api/user/settings')
        .set('authorization', auth)
        .set('content-type', 'application/json')
        .send(raw);
      expect({ raw, status: res.status }).toEqual({ raw, status: 400 });
      expect(res.body).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    }
  });

  it('refuses unknown fields, also inside shippingInfo', async () => {
    const top = await patch({ firstName: 'Ann', isAdmin: true });
    expect(top.status).toBe(400);
    expect(top.body).toMatchObject({ details: ['property isAdmin should not exist'] });
    const nested = await patch({ shippingInfo: { ...shipping, evil: 1 } });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ details: ['property shippingInfo.evil should not exist'] });
    const email = await patch({ email: uniqueEmail() });
    expect(email.status).toBe(400);
  });
});
