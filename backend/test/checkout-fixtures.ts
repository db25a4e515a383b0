import { randomUUID } from 'node:crypto';
import type { ObjectStorage } from '@petart/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE } from '@petart/domain';
import { signAccessToken } from '../src/platform/auth/access-token';
import type { TestApp } from './create-test-app';

/** Fixtures of the checkout suites: users with bearer tokens, carts written straight to cart_items. */
export interface CheckoutUser {
  id: string;
  email: string;
  bearer: string;
}

export async function checkoutUser(t: TestApp, options: { isAdmin?: boolean } = {}): Promise<CheckoutUser> {
  const email = `checkout-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.app
    .get(DataSource)
    .query<{ id: string }[]>(
      `INSERT INTO users (email, email_verified, is_admin) VALUES ($1, true, $2) RETURNING id`,
      [email, options.isAdmin ?? false],
    );
  if (!row) throw new Error('user insert failed');
  return { id: row.id, email, bearer: `Bearer ${signAccessToken(row.id, t.config.jwtSecret)}` };
}

export interface CartLineInput {
  printType: string;
  printSize: string;
  quantity?: number;
}

let artworkBytes: Promise<Uint8Array> | undefined;
/** A small generated portrait artwork (webp), made once per run. */
function artwork(): Promise<Uint8Array> {
  artworkBytes ??= sharp({ create: { width: 96, height: 144, channels: 3, background: '#7a5c3e' } })
    .webp()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  return artworkBytes;
}

/** Replaces the user's cart with the given lines (one session, one image per line). */
export async function setCart(t: TestApp, userId: string, lines: CartLineInput[]): Promise<void> {
  const db = t.app.get(DataSource);
  await db.query(`DELETE FROM cart_items WHERE user_id = $1`, [userId]);
  const sessionId = randomUUID();
  const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
  for (const line of lines) {
    // A real stored artwork behind every line: paid orders make their print files from it.
    const key = `generated/${randomUUID()}.webp`;
    await storage.put(key, await artwork(), 'image/webp');
    await db.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [userId, sessionId, line.printType, line.printSize, `/api/images/${key}`, line.quantity ?? 1],
    );
  }
}

/** A valid checkout form for a US (California) address. */
export function customerInfo(email: string, overrides: Record<string, string | undefined> = {}) {
  return {
    email,
    phone: '+14155550100',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Market St',
    address2: 'Suite 5',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
    countryCode: 'US',
    countryName: 'United States',
    ...overrides,
  };
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Card fields valid until next year. */
export function card(
  cardNumber: string,
  overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) {
  return { cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123', ...overrides };
}

/** A started checkout: the order (unpaid) and the payment the card form would confirm. */
export interface StartedCheckout {
  id: string;
  orderHash: string;
  clientSecret: string;
  paymentId: string;
}

/** Fills the user's cart with `lines` and calls create-payment-intent as the shop does. */
export async function startCheckout(
  t: TestApp,
  user: CheckoutUser,
  lines: CartLineInput[] = [{ printType: 'poster', printSize: '12x18' }],
  /** More of the body beside the customer info (e.g. `shippingMethod`). */
  extra: Record<string, unknown> = {},
): Promise<StartedCheckout> {
  await setCart(t, user.id, lines);
  const res = await t.request
    .post('/api/cart/create-payment-intent')
    .set('authorization', user.bearer)
    .send({ customerInfo: customerInfo(user.email), ...extra });
  if (res.status !== 200) throw new Error(`create-payment-intent answered ${res.status}: ${res.text}`);
  const { clientSecret, orderHash } = res.body as { clientSecret: string; orderHash: string };
  const [row] = await t.app
    .get(DataSource)
    .query<{ id: string }[]>(`SELECT id FROM orders WHERE order_hash = $1`, [orderHash]);
  if (!row) throw new Error(`no order ${orderHash}`);
  return {
    id: row.id,
    orderHash,
    clientSecret,
    paymentId: clientSecret.slice(0, clientSecret.lastIndexOf('_secret_')),
  };
}

/** Pays a started checkout with the test card through the local gateway, as the card form does. */
export async function payLocally(t: TestApp, user: CheckoutUser, clientSecret: string): Promise<void> {
  const res = await t.request
    .post('/api/payments/local/confirm')
    .set('authorization', user.bearer)
    .send({ clientSecret, ...card(TEST_CARDS.success) });
  if (res.status !== 200) throw new Error(`local confirm answered ${res.status}: ${res.text}`);
}
