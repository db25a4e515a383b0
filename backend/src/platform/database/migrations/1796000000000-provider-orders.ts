import type { MigrationInterface, QueryRunner } from 'typeorm';
// The words a provider order's status may hold: the closed set of orders.fulfillment_status, as it was then.
import { list, STORED as STATUSES } from './1795800000000-stored-fulfilment-words';

/**
 * A provider order is its own record: every order the shop placed at the print provider for one of our orders, the
 * original, a replacement made by a name change, or a claim's reprint, with its external id (the provider's
 * idempotency key), the provider's id, its own status (the closed set of the fulfilment lifecycle, checked here) and,
 * for a reprint, its parcels. Webhooks and the sync find the record first, so a reprint's events are no longer dropped
 * as an unknown order. Filled from what was known: the order's current provider order, the ones a name change replaced
 * (metadata.replacedProviderOrderIds, in order: the first was the original) and the claims' reprint columns, which go.
 */
export class ProviderOrders1796000000000 implements MigrationInterface {
  name = 'ProviderOrders1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provider_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CONSTRAINT provider_orders_kind_check
          CHECK (kind IN ('original', 'replacement', 'reprint')),
        claim_id uuid UNIQUE REFERENCES claims (id) ON DELETE CASCADE,
        external_id varchar(120) NOT NULL UNIQUE,
        provider_order_id varchar(120) UNIQUE,
        status varchar(40) NOT NULL DEFAULT 'pending' CONSTRAINT provider_orders_status_check
          CHECK (status IN (${list(STATUSES)})),
        shipments jsonb NOT NULL DEFAULT '[]',
        replaced_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT provider_orders_claim_check CHECK ((kind = 'reprint') = (claim_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX provider_orders_order_idx ON provider_orders (order_id)`);
    await q.query(
      `CREATE INDEX provider_orders_open_reprints_idx ON provider_orders (updated_at)
        WHERE kind = 'reprint' AND status NOT IN ('delivered', 'cancelled')`,
    );
    // The provider orders a name change replaced, the first of them the original.
    await q.query(`
      INSERT INTO provider_orders (order_id, kind, external_id, provider_order_id, status, replaced_at, created_at)
      SELECT o.id, CASE WHEN r.n = 1 THEN 'original' ELSE 'replacement' END,
             CASE WHEN r.n = 1 THEN o.order_hash ELSE o.order_hash || '-r' || (r.n - 1) END,
             r.id, 'cancelled', o.updated_at, o.created_at
        FROM orders o
        CROSS JOIN LATERAL jsonb_array_elements_text(
          CASE WHEN jsonb_typeof(o.metadata->'replacedProviderOrderIds') = 'array'
               THEN o.metadata->'replacedProviderOrderIds' ELSE '[]'::jsonb END) WITH ORDINALITY AS r(id, n)
      ON CONFLICT DO NOTHING`);
    // Each order's current provider order.
    await q.query(`
      INSERT INTO provider_orders (order_id, kind, external_id, provider_order_id, status, created_at)
      SELECT o.id, CASE WHEN rev.n > 0 THEN 'replacement' ELSE 'original' END,
             CASE WHEN rev.n > 0 THEN o.order_hash || '-r' || rev.n ELSE o.order_hash END,
             o.printify_order_id, o.fulfillment_status, o.created_at
        FROM orders o
        CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(o.metadata->'providerRevision') = 'number'
                                        THEN (o.metadata->>'providerRevision')::int ELSE 0 END AS n) rev
       WHERE o.printify_order_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await q.query(`
      INSERT INTO provider_orders (order_id, kind, claim_id, external_id, provider_order_id, status, shipments,
                                   created_at, updated_at)
      SELECT c.order_id, 'reprint', c.id, c.reprint_external_id, c.reprint_provider_order_id,
             CASE WHEN c.reprint_status IN (${list(STATUSES)}) THEN c.reprint_status
                  WHEN c.reprint_provider_order_id IS NULL THEN 'pending' ELSE 'submitted' END,
             c.reprint_shipments, c.created_at, c.updated_at
        FROM claims c
       WHERE c.reprint_external_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await q.query(`
      ALTER TABLE claims DROP COLUMN reprint_external_id, DROP COLUMN reprint_provider_order_id,
                         DROP COLUMN reprint_status, DROP COLUMN reprint_shipments`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE claims ADD COLUMN reprint_external_id varchar(120) UNIQUE,
                         ADD COLUMN reprint_provider_order_id varchar(120),
                         ADD COLUMN reprint_status varchar(40),
                         ADD COLUMN reprint_shipments jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`
      UPDATE claims c SET reprint_external_id = p.external_id, reprint_provider_order_id = p.provider_order_id,
                          reprint_status = p.status, reprint_shipments = p.shipments
        FROM provider_orders p WHERE p.claim_id = c.id`);
    await q.query(`DROP TABLE provider_orders`);
  }
}
