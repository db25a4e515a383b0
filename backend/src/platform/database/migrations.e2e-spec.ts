import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '../../../test/create-test-app';
import { ENTITIES } from '../../app.entities';
import { orderJobId } from '../jobs/job-engine';
import { dataSourceOptions } from './data-source-options';
import { MIGRATIONS } from './migrations';

/** A data source whose migrations end before (or with) the one named `name`. */
function migratedUpTo(url: string, name: string, including: boolean): DataSource {
  const at = MIGRATIONS.findIndex((migration) => migration.name === name);
  if (at < 0) throw new Error(`no migration ${name}`);
  return new DataSource({
    ...dataSourceOptions(url, { entities: [], migrationsRun: false }),
    migrations: MIGRATIONS.slice(0, including ? at + 1 : at),
  });
}

const TABLES = [
  'art_styles',
  'auth_tokens',
  'cart_items',
  'claim_lines',
  'claim_messages',
  'claim_photos',
  'claims',
  'discount_codes',
  'discount_redemptions',
  'email_verification_tokens',
  'error_logs',
  'fulfilment_simulator_orders',
  'generation_jobs',
  'gift_card_redemptions',
  'gift_card_refunds',
  'gift_cards',
  'mail_outbox',
  'order_events',
  'order_gifts',
  'order_line_items',
  'order_notes',
  'order_notifications',
  'order_proofs',
  'order_refunds',
  'order_shipments',
  'orders',
  'password_reset_tokens',
  'payment_events',
  'printify_webhooks',
  'privacy_requests',
  'provider_orders',
  'rate_limits',
  'review_photos',
  'reviews',
  'sessions',
  'users',
];

describe('migrations (own scratch database)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let ds: DataSource;

  const tables = async (): Promise<string[]> =>
    (
      await ds.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'typeorm_migrations' ORDER BY 1`,
      )
    ).map((row) => row.table_name);
  const insertUser = async (email: string): Promise<string> =>
    (await ds.query<{ id: string }[]>(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]))[0]!.id;
  const insertOrder = async (userId: string | null): Promise<string> =>
    (
      await ds.query<{ id: string }[]>(
        `INSERT INTO orders (order_hash, user_id, customer_email, total_amount) VALUES ($1, $2, 'a@b.co', 3999) RETURNING id`,
        [randomUUID(), userId],
      )
    )[0]!.id;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    ds = new DataSource(dataSourceOptions(scratch.url, { entities: ENTITIES, migrationsRun: false }));
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
  });

  afterAll(async () => {
    await ds?.destroy();
    await scratch?.drop();
  });

  it('creates every table of the data model', async () => {
    expect(await tables()).toEqual(TABLES);
  });

  it('maps every entity onto existing columns (snake_case naming)', async () => {
    for (const meta of ds.entityMetadatas) {
      const columns = (
        await ds.query<{ column_name: string }[]>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
          [meta.tableName],
        )
      ).map((row) => row.column_name);
      expect(meta.columns.map((c) => c.databaseName).sort()).toEqual([...new Set(columns)].sort());
    }
  });

  it('applies the spec defaults', async () => {
    const userId = await insertUser('defaults@example.com');
    const [user] = await ds.query<{ is_admin: boolean; email_verified: boolean }[]>(
      `SELECT is_admin, email_verified FROM users WHERE id = $1`,
      [userId],
    );
    expect(user).toEqual({ is_admin: false, email_verified: false });
    const [session] = await ds.query<{ revision_count: number; ai_job_status: string }[]>(
      `INSERT INTO sessions (session_id, user_id) VALUES ('s-defaults', $1) RETURNING revision_count, ai_job_status`,
      [userId],
    );
    expect(session).toEqual({ revision_count: 0, ai_job_status: 'pending' });
    const orderId = await insertOrder(userId);
    const [order] = await ds.query<{ invoice_status: string; fulfillment_status: string }[]>(
      `SELECT invoice_status, fulfillment_status FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(order).toEqual({ invoice_status: 'pending', fulfillment_status: 'pending' });
    const [cart] = await ds.query<{ quantity: number }[]>(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url) VALUES ($1, 's', 'poster', '12x18', 'u') RETURNING quantity`,
      [userId],
    );
    expect(cart).toEqual({ quantity: 1 });
    const [note] = await ds.query<{ email_status: string }[]>(
      `INSERT INTO order_notifications (order_id, notification_type, email_address) VALUES ($1, 'confirmation', 'a@b.co') RETURNING email_status`,
      [orderId],
    );
    expect(note).toEqual({ email_status: 'sent' });
    const [hook] = await ds.query<{ processed: boolean }[]>(
      `INSERT INTO printify_webhooks (event_type, payload) VALUES ('order:created', '{}') RETURNING processed`,
    );
    expect(hook).toEqual({ processed: false });
    const [log] = await ds.query<{ resolved: boolean }[]>(
      `INSERT INTO error_logs (error_type, error_message) VALUES ('X', 'y') RETURNING resolved`,
    );
    expect(log).toEqual({ resolved: false });
  });

  it('refuses a duplicate email whatever its case, and a non-lower-cased email', async () => {
    await insertUser('dup@example.com');
    await expect(insertUser('dup@example.com')).rejects.toThrow(/users_email_key/);
    await expect(insertUser('Dup@Example.com')).rejects.toThrow(/users_email_lower_check/);
  });

  it.each([
    [
      'auth_tokens.token',
      `INSERT INTO auth_tokens (token, user_id, family_id, expires_at) VALUES ('t1', $1, gen_random_uuid(), now())`,
      'auth_tokens_token_key',
    ],
    [
      'password_reset_tokens.token',
      `INSERT INTO password_reset_tokens (token, user_id, expires_at) VALUES ('t1', $1, now())`,
      'password_reset_tokens_token_key',
    ],
    [
      'email_verification_tokens.token',
      `INSERT INTO email_verification_tokens (token, user_id, expires_at) VALUES ('t1', $1, now())`,
      'email_verification_tokens_token_key',
    ],
    [
      'sessions.session_id',
      `INSERT INTO sessions (session_id, user_id) VALUES ('same-session', $1)`,
      'sessions_session_id_key',
    ],
    [
      'cart_items line',
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url) VALUES ($1, 's1', 'canvas', '16x16', 'img')`,
      'cart_items_line_key',
    ],
  ])('enforces unique %s', async (_name, sql, constraint) => {
    const userId = await insertUser(`${randomUUID()}@example.com`);
    await ds.query(sql, [userId]);
    await expect(ds.query(sql, [userId])).rejects.toThrow(new RegExp(constraint));
  });

  it('enforces a unique order hash', async () => {
    await ds.query(
      `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ('h1', 'a@b.co', 1)`,
    );
    await expect(
      ds.query(`INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ('h1', 'a@b.co', 1)`),
    ).rejects.toThrow(/orders_order_hash_key/);
  });

  it.each([
    [
      'cart quantity >= 1',
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity) VALUES ($1, 's', 'poster', '8x12', 'q', 0)`,
      'cart_items_quantity_check',
    ],
    [
      'order total >= 0',
      `INSERT INTO orders (order_hash, user_id, customer_email, total_amount) VALUES (gen_random_uuid()::text, $1, 'a@b.co', -1)`,
      'orders_total_amount_check',
    ],
    [
      'error severity',
      `INSERT INTO error_logs (user_id, error_type, error_message, severity) VALUES ($1, 'X', 'y', 'urgent')`,
      'error_logs_severity_check',
    ],
  ])('checks %s', async (_name, sql, constraint) => {
    const userId = await insertUser(`${randomUUID()}@example.com`);
    await expect(ds.query(sql, [userId])).rejects.toThrow(new RegExp(constraint));
  });

  it('deleting a user removes their tokens, cart and sessions but keeps orders and error logs', async () => {
    const userId = await insertUser('leaver@example.com');
    await ds.query(
      `INSERT INTO auth_tokens (token, user_id, family_id, expires_at) VALUES ('leaver-token', $1, gen_random_uuid(), now())`,
      [userId],
    );
    await ds.query(
      `INSERT INTO password_reset_tokens (token, user_id, expires_at) VALUES ('leaver-reset', $1, now())`,
      [userId],
    );
    await ds.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url) VALUES ($1, 's', 'poster', '8x12', 'x')`,
      [userId],
    );
    await ds.query(`INSERT INTO sessions (session_id, user_id) VALUES ('leaver-session', $1)`, [userId]);
    const orderId = await insertOrder(userId);
    await ds.query(`INSERT INTO error_logs (user_id, error_type, error_message) VALUES ($1, 'X', 'kept')`, [
      userId,
    ]);

    await ds.query(`DELETE FROM users WHERE id = $1`, [userId]);

    expect(await ds.query(`SELECT 1 FROM auth_tokens WHERE token = 'leaver-token'`)).toHaveLength(0);
    expect(await ds.query(`SELECT 1 FROM password_reset_tokens WHERE token = 'leaver-reset'`)).toHaveLength(
      0,
    );
    expect(await ds.query(`SELECT 1 FROM cart_items WHERE user_id = $1`, [userId])).toHaveLength(0);
    expect(await ds.query(`SELECT 1 FROM sessions WHERE session_id = 'leaver-session'`)).toHaveLength(0);
    expect(await ds.query(`SELECT user_id FROM orders WHERE id = $1`, [orderId])).toEqual([
      { user_id: null },
    ]);
    expect(await ds.query(`SELECT user_id FROM error_logs WHERE error_message = 'kept'`)).toEqual([
      { user_id: null },
    ]);
  });

  it('deleting an order removes its line items, notifications and shipments', async () => {
    const orderId = await insertOrder(null);
    await ds.query(
      `INSERT INTO order_line_items (order_id, print_type, print_size, unit_price, line_total) VALUES ($1, 'poster', '8x12', 2999, 2999)`,
      [orderId],
    );
    await ds.query(
      `INSERT INTO order_notifications (order_id, notification_type, email_address) VALUES ($1, 'shipped', 'a@b.co')`,
      [orderId],
    );
    await ds.query(`INSERT INTO order_shipments (order_id, carrier) VALUES ($1, 'UPS')`, [orderId]);
    await ds.query(`DELETE FROM orders WHERE id = $1`, [orderId]);
    for (const table of ['order_line_items', 'order_notifications', 'order_shipments']) {
      expect(await ds.query(`SELECT 1 FROM ${table} WHERE order_id = $1`, [orderId])).toHaveLength(0);
    }
  });

  it('has the indexes for the spec lookups', async () => {
    const indexes = (
      await ds.query<{ indexname: string }[]>(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`)
    ).map((row) => row.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'users_email_key',
        'orders_user_id_created_at_idx',
        'orders_created_at_idx',
        'sessions_user_id_idx',
        'sessions_created_at_idx',
        'cart_items_line_key',
        'error_logs_created_at_idx',
        'error_logs_error_type_idx',
        'order_line_items_order_id_idx',
        'printify_webhooks_order_id_idx',
      ]),
    );
  });

  it("stores the fulfilment status in the lifecycle's own words: older spellings translated, others refused", async () => {
    const at = ds.migrations.findIndex((m) => m.name === 'StoredFulfilmentWords1795800000000');
    expect(at).toBeGreaterThan(0);
    const undoThroughIt = async () => {
      for (let i = ds.migrations.length; i > at; i--) await ds.undoLastMigration({ transaction: 'each' });
    };
    await undoThroughIt();
    const orderId = await insertOrder(null);
    await ds.query(`UPDATE orders SET fulfillment_status = 'order:shipment:created' WHERE id = $1`, [
      orderId,
    ]);
    await ds.query(
      `INSERT INTO order_events (order_id, kind, from_status, to_status, source)
       VALUES ($1, 'fulfilment', 'submitted_to_fulfillment', 'order:shipment:created', 'webhook'),
              ($1, 'payment', 'pending', 'paid', 'webhook')`,
      [orderId],
    );
    await ds.runMigrations({ transaction: 'each' });
    const read = async () => ({
      order: await ds.query<{ fulfillment_status: string; fulfilment_lifecycle: string }[]>(
        `SELECT fulfillment_status, fulfilment_lifecycle FROM orders WHERE id = $1`,
        [orderId],
      ),
      events: await ds.query<{ kind: string; from_status: string; to_status: string }[]>(
        `SELECT kind, from_status, to_status FROM order_events WHERE order_id = $1 ORDER BY kind`,
        [orderId],
      ),
    });
    expect(await read()).toEqual({
      order: [{ fulfillment_status: 'shipped', fulfilment_lifecycle: 'shipped' }],
      events: [
        { kind: 'fulfilment', from_status: 'submitted', to_status: 'shipped' },
        { kind: 'payment', from_status: 'pending', to_status: 'paid' },
      ],
    });
    await expect(
      ds.query(`UPDATE orders SET fulfillment_status = 'order:shipment:delivered' WHERE id = $1`, [orderId]),
    ).rejects.toThrow(/orders_fulfillment_status_stored/);
    await expect(
      ds.query(
        `INSERT INTO order_events (order_id, kind, to_status, source) VALUES ($1, 'fulfilment', 'fulfilled', 'sync')`,
        [orderId],
      ),
    ).rejects.toThrow(/order_events_fulfilment_status_stored/);
    await ds.query(`UPDATE orders SET fulfillment_status = 'error_variant' WHERE id = $1`, [orderId]);
    expect((await read()).order).toEqual([
      { fulfillment_status: 'error_variant', fulfilment_lifecycle: 'error' },
    ]);
    // Reverted, the column holds the spec's words again.
    await ds.query(`UPDATE orders SET fulfillment_status = 'shipped' WHERE id = $1`, [orderId]);
    await undoThroughIt();
    expect(await read()).toMatchObject({
      order: [{ fulfillment_status: 'order:shipment:created', fulfilment_lifecycle: 'shipped' }],
      events: [{ from_status: 'submitted_to_fulfillment', to_status: 'order:shipment:created' }, {}],
    });
    await ds.runMigrations({ transaction: 'each' });
    await ds.query(`DELETE FROM orders WHERE id = $1`, [orderId]);
  });

  it('stores only the payment state machine words', async () => {
    const order = await insertOrder(null);
    await ds.query(`UPDATE orders SET invoice_status = 'partially_refunded' WHERE id = $1`, [order]);
    await expect(
      ds.query(`UPDATE orders SET invoice_status = 'succeeded' WHERE id = $1`, [order]),
    ).rejects.toThrow(/orders_invoice_status_check/);
  });

  it("keeps a line's crop position from 0 to 1, null being the automatic crop", async () => {
    const orderId = await insertOrder(null);
    const [line] = await ds.query<{ id: string; crop_position: number | null }[]>(
      `INSERT INTO order_line_items (order_id, print_type, print_size, unit_price, line_total)
       VALUES ($1, 'poster', '8x12', 2999, 2999) RETURNING id, crop_position`,
      [orderId],
    );
    expect(line?.crop_position).toBeNull();
    const set = (position: number) =>
      ds.query(`UPDATE order_line_items SET crop_position = $2 WHERE id = $1`, [line!.id, position]);
    await set(0);
    await set(1);
    await expect(set(1.01)).rejects.toThrow(/order_line_items_crop_position_check/);
    await expect(set(-0.5)).rejects.toThrow(/order_line_items_crop_position_check/);
  });

  it('makes the name on the print part of a cart line, keeping every existing line, and merges them back on revert', async () => {
    const at = ds.migrations.findIndex((m) => m.name === 'CartLinePersonalisation1796000000249');
    expect(at).toBeGreaterThan(0);
    const undoThroughIt = async () => {
      for (let i = ds.migrations.length; i > at; i--) await ds.undoLastMigration({ transaction: 'each' });
    };
    const userId = await insertUser(`${randomUUID()}@example.com`);
    const biscuit = JSON.stringify({
      name: 'Biscuit',
      font: 'playfair',
      placement: 'bottom',
      colour: 'auto',
    });
    const insertLine = (size: string, quantity: number, personalisation: string | null) =>
      ds.query(
        `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity, personalisation)
         VALUES ($1, 's-name', 'poster', $2, 'img', $3, $4::jsonb)`,
        [userId, size, quantity, personalisation],
      );
    const lines = () =>
      ds.query<{ print_size: string; quantity: number; name: string | null }[]>(
        `SELECT print_size, quantity, personalisation->>'name' AS name FROM cart_items WHERE user_id = $1
          ORDER BY created_at, id`,
        [userId],
      );
    await undoThroughIt();
    await insertLine('12x18', 2, biscuit);
    await insertLine('8x12', 1, null);
    await ds.runMigrations({ transaction: 'each' });
    // Every line is still there, as it was.
    expect(await lines()).toEqual([
      { print_size: '12x18', quantity: 2, name: 'Biscuit' },
      { print_size: '8x12', quantity: 1, name: null },
    ]);
    // A plain copy of the named line is a line of its own; the same name again, or no name again, is refused.
    await insertLine('12x18', 3, null);
    await expect(insertLine('12x18', 1, biscuit)).rejects.toThrow(/cart_items_line_key/);
    await expect(insertLine('8x12', 1, null)).rejects.toThrow(/cart_items_line_key/);
    // Reverted, the lines that differ only by their name become the oldest one, quantities added.
    await undoThroughIt();
    expect(await lines()).toEqual([
      { print_size: '12x18', quantity: 5, name: 'Biscuit' },
      { print_size: '8x12', quantity: 1, name: null },
    ]);
    await ds.runMigrations({ transaction: 'each' });
    await ds.query(`DELETE FROM users WHERE id = $1`, [userId]);
  });

  it('reverts to an empty schema, then applies again', async () => {
    for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);
    const leftovers = await ds.query<unknown[]>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'typeorm_migrations'`,
    );
    expect(leftovers).toEqual([]);
    await ds.runMigrations({ transaction: 'each' });
    expect(await tables()).toEqual(TABLES);
  });
});

describe('the move onto the job engine (own scratch database)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let ds: DataSource;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await ds?.destroy();
    await scratch?.drop();
  });

  it('queues what our table still had to run, with its id and due time, drops the table, and reverts', async () => {
    // The schema as it was before the move, with jobs in every state.
    const before = migratedUpTo(scratch.url, 'JobEngine1795900000000', false);
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    const order = (
      await before.query<{ id: string }[]>(
        `INSERT INTO orders (order_hash, customer_email, total_amount) VALUES ($1, 'a@b.co', 3999) RETURNING id`,
        [randomUUID()],
      )
    )[0]!.id;
    await before.query(
      `INSERT INTO outbox_jobs (kind, order_id, status, run_after) VALUES
         ('send_to_production', $1, 'pending', '2030-01-01T00:00:00Z'),
         ('confirmation_email', $1, 'running', now()),
         ('fulfilment', $1, 'failed', now()),
         ('tax_transaction', $1, 'done', now())`,
      [order],
    );
    await before.destroy();

    ds = migratedUpTo(scratch.url, 'JobEngine1795900000000', true);
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const moved = await ds.query<
      { id: string; name: string; state: string; startAfter: Date; orderId: string }[]
    >(
      `SELECT id, name, state, start_after AS "startAfter", data->>'orderId' AS "orderId" FROM pgboss.job
        WHERE data->>'orderId' = $1 ORDER BY name`,
      [order],
    );
    expect(moved).toEqual([
      {
        id: orderJobId('confirmation_email', order),
        name: 'confirmation_email',
        state: 'created',
        startAfter: expect.any(Date) as unknown,
        orderId: order,
      },
      {
        id: orderJobId('send_to_production', order),
        name: 'send_to_production',
        state: 'created',
        startAfter: new Date('2030-01-01T00:00:00Z'),
        orderId: order,
      },
    ]);
    expect(
      await ds.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'outbox_jobs'`),
    ).toEqual([]);

    await ds.undoLastMigration({ transaction: 'each' });
    const back = await ds.query<{ kind: string; status: string }[]>(
      `SELECT kind, status FROM outbox_jobs WHERE order_id = $1 ORDER BY kind`,
      [order],
    );
    expect(back).toEqual([
      { kind: 'confirmation_email', status: 'pending' },
      { kind: 'send_to_production', status: 'pending' },
    ]);
    expect(await ds.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'pgboss'`)).toEqual(
      [],
    );
  });
});

describe('provider orders as records of their own (own scratch database)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let ds: DataSource | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await ds?.destroy();
    await scratch?.drop();
  });

  it('fills them from the orders, the replaced ids and the claims, then reverts the claims columns', async () => {
    const before = migratedUpTo(scratch.url, 'ProviderOrders1796000000000', false);
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    const hash = `h${randomUUID().slice(0, 8)}`;
    const [order] = await before.query<{ id: string }[]>(
      `INSERT INTO orders (order_hash, customer_email, total_amount, printify_order_id, fulfillment_status, metadata)
       VALUES ($1, 'a@b.co', 3999, 'p-2', 'delivered',
               '{"providerRevision": 1, "replacedProviderOrderIds": ["p-1"]}'::jsonb) RETURNING id`,
      [hash],
    );
    const [claim] = await before.query<{ id: string }[]>(
      `INSERT INTO claims (order_id, reason, description, reprint_external_id, reprint_provider_order_id,
                           reprint_status, reprint_shipments)
       VALUES ($1, 'damaged', 'torn', $2, 'p-3', 'shipped', '[{"carrier": "PetArt Post"}]'::jsonb) RETURNING id`,
      [order!.id, `${hash}-reprint-1`],
    );
    await before.destroy();

    ds = migratedUpTo(scratch.url, 'ProviderOrders1796000000000', true);
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const rows = await ds.query<Record<string, unknown>[]>(
      `SELECT kind, claim_id AS "claimId", external_id AS "externalId", provider_order_id AS "providerOrderId",
              status, shipments, replaced_at IS NOT NULL AS replaced
         FROM provider_orders WHERE order_id = $1 ORDER BY provider_order_id`,
      [order!.id],
    );
    expect(rows).toEqual([
      {
        kind: 'original',
        claimId: null,
        externalId: hash,
        providerOrderId: 'p-1',
        status: 'cancelled',
        shipments: [],
        replaced: true,
      },
      {
        kind: 'replacement',
        claimId: null,
        externalId: `${hash}-r1`,
        providerOrderId: 'p-2',
        status: 'delivered',
        shipments: [],
        replaced: false,
      },
      {
        kind: 'reprint',
        claimId: claim!.id,
        externalId: `${hash}-reprint-1`,
        providerOrderId: 'p-3',
        status: 'shipped',
        shipments: [{ carrier: 'PetArt Post' }],
        replaced: false,
      },
    ]);
    // One closed set of statuses and kinds, checked by the database.
    await expect(
      ds.query(`UPDATE provider_orders SET status = 'fulfilled' WHERE order_id = $1`, [order!.id]),
    ).rejects.toThrow(/provider_orders_status_check/);
    await expect(
      ds.query(`INSERT INTO provider_orders (order_id, kind, external_id) VALUES ($1, 'reprint', 'x')`, [
        order!.id,
      ]),
    ).rejects.toThrow(/provider_orders_claim_check/);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(
      await ds.query(
        `SELECT reprint_external_id AS "externalId", reprint_provider_order_id AS "providerOrderId",
                reprint_status AS status FROM claims WHERE id = $1`,
        [claim!.id],
      ),
    ).toEqual([{ externalId: `${hash}-reprint-1`, providerOrderId: 'p-3', status: 'shipped' }]);
  });
});
