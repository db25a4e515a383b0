import {
  addDays,
  CLOCK,
  formatShortDate,
  isoDateOf,
  latestArrival,
  providerHolidaysAround,
  type Clock,
} from '@petart/domain';
import { Client } from 'pg';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { JOB_ENGINE_APPLICATION_NAME } from '../../platform/jobs/job-engine';
import {
  checkoutUser,
  setCart,
  type CartLineInput,
  type CheckoutUser,
} from '../../../test/checkout-fixtures';

/**
 * Carts x destinations against product.md P11: product totals from the price table, delivery ranges from the delivery
 * table, shipping from the local shipping table (docs/decisions.md) and tax from the local rate table.
 */
const MATRIX: {
  name: string;
  cart: CartLineInput[];
  country: string;
  address: { postalCode: string; state?: string; city: string };
  productPrice: number;
  shippingCost: number;
  taxAmount: number;
  total: number;
  deliveryTime: string;
  estimates: { label: string; range: string; provider: number }[];
  note: boolean;
  tip?: string;
}[] = [
  {
    name: 'one poster to California',
    cart: [{ printType: 'poster', printSize: '12x18' }],
    country: 'US',
    address: { postalCode: '94105', state: 'CA', city: 'San Francisco' },
    productPrice: 39.99,
    shippingCost: 499,
    taxAmount: 326, // 7.25% of 44.98
    total: 48.24,
    deliveryTime: '5-13 business days',
    estimates: [{ label: 'Poster', range: '5-13 business days', provider: 2 }],
    note: false,
    tip: 'Tip: Canvas prints arrive sooner to your address (4-10 business days).',
  },
  {
    name: 'canvas + two posters to Germany',
    cart: [
      { printType: 'canvas', printSize: '20x30' },
      { printType: 'poster', printSize: '8x12', quantity: 2 },
    ],
    country: 'DE',
    address: { postalCode: '10115', city: 'Berlin' },
    productPrice: 129.97,
    shippingCost: 3497, // canvas 16.99 + poster 11.99 + 5.99
    taxAmount: 3134, // 19% of 164.94
    total: 196.28,
    deliveryTime: '4-30 business days',
    estimates: [
      { label: 'Poster', range: '12-30 business days', provider: 2 },
      { label: 'Canvas', range: '4-10 business days', provider: 105 },
    ],
    note: true,
  },
  {
    name: 'a large canvas to Sweden (Nordics)',
    cart: [{ printType: 'canvas', printSize: '30x30' }],
    country: 'SE',
    address: { postalCode: '11120', city: 'Stockholm' },
    productPrice: 129.99,
    shippingCost: 1699,
    taxAmount: 3675, // 25% of 146.98, rounded half up
    total: 183.73,
    deliveryTime: '7-15 business days',
    estimates: [{ label: 'Canvas', range: '7-15 business days', provider: 105 }],
    note: false,
  },
  {
    name: 'three posters to Alaska (territory surcharge)',
    cart: [{ printType: 'poster', printSize: '24x36', quantity: 3 }],
    country: 'US',
    address: { postalCode: '99501', state: 'AK', city: 'Anchorage' },
    productPrice: 179.97,
    shippingCost: 997,
    taxAmount: 0,
    total: 189.94,
    deliveryTime: '12-25 business days',
    estimates: [{ label: 'Poster', range: '12-25 business days', provider: 2 }],
    note: false,
    tip: 'Tip: Canvas prints arrive sooner to your address (11-22 business days).',
  },
  {
    name: 'a framed canvas to Japan (rest of world)',
    cart: [{ printType: 'framed', printSize: '16x16' }],
    country: 'JP',
    address: { postalCode: '100-0001', state: 'Tokyo', city: 'Chiyoda' },
    productPrice: 79.99,
    shippingCost: 2499,
    taxAmount: 0,
    total: 104.98,
    deliveryTime: '12-30 business days',
    estimates: [{ label: 'Framed Canvas', range: '12-30 business days', provider: 105 }],
    note: false,
  },
  {
    name: 'a canvas to Ontario',
    cart: [{ printType: 'canvas', printSize: '12x18' }],
    country: 'CA',
    address: { postalCode: 'M5V 2T6', state: 'ON', city: 'Toronto' },
    productPrice: 49.99,
    shippingCost: 1499,
    taxAmount: 325, // GST 5% of 64.98
    total: 68.23,
    deliveryTime: '4-10 business days',
    estimates: [{ label: 'Canvas', range: '4-10 business days', provider: 105 }],
    note: false,
  },
  {
    name: 'posters to the UK',
    cart: [
      { printType: 'poster', printSize: '20x30' },
      { printType: 'poster', printSize: '14x14' },
    ],
    country: 'GB',
    address: { postalCode: 'SW1A 1AA', city: 'London' },
    productPrice: 79.98,
    shippingCost: 1798,
    taxAmount: 1959, // 20% of 97.96, rounded
    total: 117.55,
    deliveryTime: '12-30 business days',
    estimates: [{ label: 'Poster', range: '12-30 business days', provider: 2 }],
    note: false,
    tip: 'Tip: Canvas prints arrive sooner to your address (4-10 business days).',
  },
];

describe('POST /api/pricing/calculate-cart (e2e)', () => {
  let t: TestApp;
  let user: CheckoutUser;
  beforeAll(async () => {
    // This suite counts the SQL statements of each request, so every request looks its user up (no user-row cache).
    t = await createTestApp({ AUTH_USER_CACHE_MS: '0' });
    user = await checkoutUser(t);
  });
  afterAll(() => t.close());

  const price = (body: object, who = user) =>
    t.request.post('/api/pricing/calculate-cart').set('authorization', who.bearer).send(body);

  it.each(MATRIX)('prices $name from the server-side cart', async (row) => {
    await setCart(t, user.id, row.cart);
    const res = await price({ country: row.country, address: row.address });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Pricing calculated',
      productPrice: row.productPrice,
      shippingCost: row.shippingCost,
      taxAmount: row.taxAmount,
      total: row.total,
      deliveryTime: row.deliveryTime,
    });
    const estimates = (res.body as { deliveryEstimates: Record<string, unknown> }).deliveryEstimates;
    expect(estimates.hasMultipleProviders).toBe(row.estimates.length > 1);
    expect(estimates.combinedRange).toBe(row.deliveryTime);
    expect(estimates.estimates).toEqual(row.estimates.map((e): unknown => expect.objectContaining(e)));
    if (row.note) expect(estimates.separatePackagesNote).toContain('may arrive in separate packages');
    else expect(estimates.separatePackagesNote).toBeUndefined();
    expect(estimates.canvasTip).toBe(row.tip);
  });

  it('prices the given items instead of the cart, with catalogue prices', async () => {
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
    const res = await price({
      items: [{ printType: 'Canvas', printSize: '40x60', quantity: 2 }],
      country: 'US',
      address: { postalCode: '10001', state: 'NY', city: 'New York' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productPrice: 479.98,
      shippingCost: 1498,
      taxAmount: 1980,
      total: 514.76,
    });
  });

  it.each([
    [
      'an unknown country',
      { country: 'XX', address: { postalCode: '12345', city: 'X' } },
      'Country is required',
    ],
    ['no country', { address: { postalCode: '12345', city: 'X' } }, 'Country is required'],
    [
      'a US address without a state',
      { country: 'US', address: { postalCode: '94105', city: 'San Francisco' } },
      'State/Province/Region is required for this country',
    ],
    [
      'a short ZIP code',
      { country: 'DE', address: { postalCode: '12', city: 'Berlin' } },
      'ZIP code is too short',
    ],
    [
      'a long ZIP code',
      { country: 'DE', address: { postalCode: '12345678901', city: 'Berlin' } },
      'ZIP code is too long',
    ],
    ['no ZIP code', { country: 'DE', address: { city: 'Berlin' } }, 'ZIP code is required'],
  ])('answers 400 with the rule message for %s', async (_name, body, message) => {
    await setCart(t, user.id, [{ printType: 'poster', printSize: '8x12' }]);
    const res = await price(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  describe('shipping methods', () => {
    const california = { postalCode: '94105', state: 'CA', city: 'San Francisco' };

    it('answers standard and express to the US, each with its price and range; standard is priced by default', async () => {
      await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
      const res = await price({ country: 'US', address: california });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        shippingMethod: 'standard',
        shippingCost: 499,
        taxAmount: 326,
        total: 48.24,
      });
      expect((res.body as { shippingMethods: unknown }).shippingMethods).toEqual([
        {
          method: 'standard',
          label: 'Standard shipping',
          shippingCost: 499,
          deliveryTime: '5-13 business days',
          minDays: 5,
          maxDays: 13,
        },
        {
          method: 'express',
          label: 'Express shipping',
          shippingCost: 1299,
          deliveryTime: '3-8 business days',
          minDays: 3,
          maxDays: 8,
        },
      ]);
    });

    it('prices express in the shipping, the tax and the total, with express ranges', async () => {
      await setCart(t, user.id, [
        { printType: 'poster', printSize: '12x18' },
        { printType: 'canvas', printSize: '20x30' },
      ]);
      const res = await price({ country: 'US', address: california, shippingMethod: 'express' });
      expect(res.status).toBe(200);
      // 39.99 + 69.99 products, express 12.99 (poster parcel) + 22.99 (canvas parcel); 7.25% on all of it.
      expect(res.body).toMatchObject({
        shippingMethod: 'express',
        productPrice: 109.98,
        shippingCost: 3598,
        taxAmount: 1058,
        total: 156.54,
        deliveryTime: '3-8 business days',
      });
      const estimates = (res.body as { deliveryEstimates: { estimates: { range: string }[] } })
        .deliveryEstimates;
      expect(estimates.estimates.map((e) => e.range)).toEqual(['3-8 business days', '3-6 business days']);
    });

    it('offers standard only abroad and to Hawaii, and refuses express there with a 400 that says so', async () => {
      await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
      const berlin = { country: 'DE', address: { postalCode: '10115', city: 'Berlin' } };
      const hawaii = { country: 'US', address: { postalCode: '96813', state: 'HI', city: 'Honolulu' } };
      for (const destination of [berlin, hawaii]) {
        const offered = await price(destination);
        expect(offered.status).toBe(200);
        const methods = (offered.body as { shippingMethods: { method: string }[] }).shippingMethods;
        expect(methods.map((m) => m.method)).toEqual(['standard']);
        const refused = await price({ ...destination, shippingMethod: 'express' });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          success: false,
          code: 'PRICING.SHIPPING_METHOD_UNAVAILABLE',
          message:
            'Express shipping is not available for these items to this address. Choose another shipping method.',
        });
      }
    });

    it('says whether the chosen method arrives by a day, suggests the one that does, or says none can', async () => {
      await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
      const today = isoDateOf(t.app.get<Clock>(CLOCK).now());
      const window = t.app.get<AppConfig>(APP_CONFIG).afterPayment.cancelWindowMinutes;
      const holidays = providerHolidaysAround(Number(today.slice(0, 4)));
      const standard = latestArrival(today, { min: 4, max: 10 }, window, holidays);
      const express = latestArrival(today, { min: 3, max: 6 }, window, holidays);
      const ask = async (arriveBy: string, shippingMethod = 'standard') => {
        const res = await price({ country: 'US', address: california, arriveBy, shippingMethod });
        expect(res.status).toBe(200);
        return (res.body as { arriveBy: Record<string, unknown> }).arriveBy;
      };
      expect(await ask(standard)).toEqual({
        date: standard,
        method: 'standard',
        latestArrival: standard,
        makesIt: true,
        message: `Standard shipping arrives by ${formatShortDate(standard)} at the latest: in time for ${formatShortDate(standard)}.`,
      });
      const dayBefore = addDays(standard, -1);
      expect(await ask(dayBefore)).toMatchObject({ makesIt: false, suggestedMethod: 'express' });
      expect(await ask(dayBefore, 'express')).toMatchObject({ makesIt: true, latestArrival: express });
      const tooSoon = await ask(addDays(express, -1));
      expect(tooSoon).toMatchObject({ makesIt: false });
      expect(tooSoon).not.toHaveProperty('suggestedMethod');
      expect(tooSoon.message).toMatch(/^No shipping method can promise delivery by /);
      // Without arriveBy, no answer about it.
      const plain = await price({ country: 'US', address: california });
      expect(plain.body).not.toHaveProperty('arriveBy');
    });

    it.each(['2026-02-30', 'tomorrow', '20261220'])(
      'refuses the arrive-by date %j with a 400',
      async (arriveBy) => {
        await setCart(t, user.id, [{ printType: 'canvas', printSize: '20x30' }]);
        const res = await price({ country: 'US', address: california, arriveBy });
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toMatch(
          /arriveBy (must be a date written YYYY-MM-DD|is not a real date)/,
        );
      },
    );

    it('refuses a method that does not exist', async () => {
      await setCart(t, user.id, [{ printType: 'poster', printSize: '12x18' }]);
      const res = await price({ country: 'US', address: california, shippingMethod: 'priority' });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('shippingMethod must be one of: standard, express');
    });
  });

  it('does not need a region for CZ (listed but not required)', async () => {
    await setCart(t, user.id, [{ printType: 'canvas', printSize: '16x16' }]);
    const res = await price({ country: 'CZ', address: { postalCode: '11000', city: 'Praha' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productPrice: 49.99,
      shippingCost: 1699,
      deliveryTime: '4-10 business days',
    });
  });

  it('refuses an empty cart, unknown types and sizes, and anonymous callers', async () => {
    const empty = await checkoutUser(t);
    const address = { postalCode: '94105', state: 'CA', city: 'SF' };
    const res = await price({ country: 'US', address }, empty);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Your cart is empty' });
    const badType = await price({
      items: [{ printType: 'mug', printSize: '8x12', quantity: 1 }],
      country: 'US',
      address,
    });
    expect(badType.status).toBe(400);
    const badSize = await price({
      items: [{ printType: 'poster', printSize: '9x9', quantity: 1 }],
      country: 'US',
      address,
    });
    expect(badSize.status).toBe(400);
    expect((badSize.body as { message: string }).message).toBe('Size 9x9 is not available for Poster');
    const anonymous = await t.request.post('/api/pricing/calculate-cart').send({ country: 'US', address });
    expect(anonymous.status).toBe(401);
  });

  it('sends the same number of SQL statements for carts of 1, 5 and 20 lines', async () => {
    const counts: number[] = [];
    const address = { postalCode: '94105', state: 'CA', city: 'SF' };
    for (const lines of [1, 5, 20]) {
      await setCart(
        t,
        user.id,
        Array.from({ length: lines }, (_, i) => ({
          printType: i % 2 ? 'canvas' : 'poster',
          printSize: i % 2 ? '20x30' : '12x18',
        })),
      );
      const spy = jest.spyOn(Client.prototype, 'query');
      try {
        const res = await price({ country: 'US', address });
        expect(res.status).toBe(200);
        // The job engine's own connections (its workers poll now and then) are not the request's statements.
        const ours = spy.mock.contexts.filter(
          (client) =>
            (client as { connectionParameters?: { application_name?: string } }).connectionParameters
              ?.application_name !== JOB_ENGINE_APPLICATION_NAME,
        );
        counts.push(ours.length);
      } finally {
        spy.mockRestore();
      }
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    expect(counts[0]).toBeLessThanOrEqual(2); // the JWT guard's user lookup + the cart SELECT
  });
});
