import type { NameOnPrint } from '@petart/domain';
import { DataSource } from 'typeorm';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { skyOverGround } from '../../../test/name-on-print-fixtures';
import {
  addNamed,
  BISCUIT,
  pay,
  posterMockups,
  sessionWithArtwork,
} from '../../../test/named-order-fixtures';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { NAMED_MOCKUP_RATE_LIMIT } from '../mockups/mockups.service';
import { NAME_CHANGE_RATE_LIMIT } from './order-name-change.service';

const named = (name: string): NameOnPrint => ({ ...BISCUIT, name });

/**
 * Each name change on a paid order redraws a print file and replaces the provider order, and each new named mockup
 * draws the artwork and every view again: both are limited per account (the shared rate_limits counters, times
 * RATE_LIMIT_SCALE, which is 1 here as in production).
 */
describe('per-account limits on name changes and named mockups (e2e)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1', CANCEL_WINDOW_MINUTES: '60' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  /** Uses up all but the last allowed hit of `rule` for the user, through the shop's limiter. */
  async function spendAllButOne(rule: RateLimitRule, user: CheckoutUser): Promise<void> {
    const limiter = t.app.get(RateLimiterService);
    for (let i = 1; i < rule.limit; i += 1) await limiter.hit([[rule, user.id]]);
  }

  it('a paid order’s name changes: 5 per hour per account, then 429 with Retry-After and nothing redrawn', async () => {
    expect(NAME_CHANGE_RATE_LIMIT).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    const user = await checkoutUser(t);
    const line = await sessionWithArtwork(t, user.id, await skyOverGround(256, 384, 'webp'));
    expect((await addNamed(t, user, line, BISCUIT)).status).toBe(201);
    const orderHash = await pay(t, user);
    const [row] = await db.query<{ id: string }[]>(
      `SELECT li.id FROM order_line_items li JOIN orders o ON o.id = li.order_id WHERE o.order_hash = $1`,
      [orderHash],
    );
    const change = (name: string) =>
      t.request
        .patch(`/api/orders/${orderHash}/lines/${row!.id}/personalisation`)
        .set('authorization', user.bearer)
        .send(named(name));
    const providerOrders = async () =>
      (
        await db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM fulfilment_simulator_orders WHERE external_id LIKE $1`,
          [`${orderHash}%`],
        )
      )[0]!.n;

    // A name that breaks the rules is refused before it is counted.
    expect((await change('x'.repeat(200))).status).toBe(400);
    await spendAllButOne(NAME_CHANGE_RATE_LIMIT, user);
    expect((await change('Pumpkin')).status).toBe(200);
    const before = await providerOrders();
    const refused = await change('Pepper');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMIT.EXCEEDED',
      message: 'Too many name changes in a short time. Please wait a while and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await providerOrders()).toBe(before);
    const [stored] = await db.query<{ personalisation: NameOnPrint }[]>(
      `SELECT personalisation FROM order_line_items WHERE id = $1`,
      [row!.id],
    );
    expect(stored?.personalisation.name).toBe('Pumpkin');
    // Another account is not held back by this one's count.
    await expect(
      t.app.get(RateLimiterService).hit([[NAME_CHANGE_RATE_LIMIT, 'another-account']]),
    ).resolves.toBe(undefined);
  });

  it('named mockups drawn: 40 per 10 minutes per account; a set already drawn and plain mockups still answer', async () => {
    expect(NAMED_MOCKUP_RATE_LIMIT).toMatchObject({ limit: 40, windowMs: 600_000 });
    const user = await checkoutUser(t);
    const { imageUrl } = await sessionWithArtwork(t, user.id, await skyOverGround(256, 384, 'webp'));
    const mockups = (personalisation?: NameOnPrint) => posterMockups(t, user, imageUrl, personalisation);

    await spendAllButOne(NAMED_MOCKUP_RATE_LIMIT, user);
    expect((await mockups(named('Biscuit'))).status).toBe(200);
    const refused = await mockups(named('Pumpkin'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMIT.EXCEEDED',
      message: 'Too many name previews in a short time. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Drawn already: served from storage without counting. Without a name: not limited here.
    expect((await mockups(named('Biscuit'))).status).toBe(200);
    expect((await mockups()).status).toBe(200);
  });
});
