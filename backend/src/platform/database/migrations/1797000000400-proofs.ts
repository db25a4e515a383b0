import type { MigrationInterface, QueryRunner } from 'typeorm';
import { list, recreateLifecycleColumn, STORED } from './1795800000000-stored-fulfilment-words';

/** The stored fulfilment words once an order may wait for its proof's approval (history: the domain's list then). */
const WITH_PROOF = ['pending', 'awaiting_approval', ...STORED.filter((word) => word !== 'pending')];

/** orders.fulfilment_lifecycle over `words`: errors as 'error', any other unknown word as 'processing'. */
function lifecycleSql(words: readonly string[]): string {
  return `(CASE WHEN fulfillment_status LIKE 'error\\_%' THEN 'error'
    WHEN fulfillment_status IN (${list(words)}) THEN fulfillment_status ELSE 'processing' END)`;
}

/**
 * The fulfilment status CHECKs of orders, order_events and provider_orders (which mirrors its order's word: a provider
 * order is recorded with the status its order has then) over `words`.
 */
async function statusChecks(q: QueryRunner, words: readonly string[]): Promise<void> {
  await q.query(`ALTER TABLE order_events DROP CONSTRAINT IF EXISTS order_events_fulfilment_status_stored`);
  await q.query(`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_fulfillment_status_stored`);
  await q.query(`ALTER TABLE provider_orders DROP CONSTRAINT IF EXISTS provider_orders_status_check`);
  await q.query(
    `ALTER TABLE provider_orders ADD CONSTRAINT provider_orders_status_check CHECK (status IN (${list(words)}))`,
  );
  await q.query(
    `ALTER TABLE orders ADD CONSTRAINT orders_fulfillment_status_stored CHECK (fulfillment_status IN (${list(words)}))`,
  );
  await q.query(
    `ALTER TABLE order_events ADD CONSTRAINT order_events_fulfilment_status_stored CHECK (
       kind <> 'fulfilment' OR (to_status IN (${list(words)}) AND (from_status IS NULL OR from_status IN (${list(words)}))))`,
  );
}

/**
 * Proof approval (D-300): whether the customer asked to approve a proof before printing (`orders.proof_requested`,
 * false for every older order), the fulfilment state `awaiting_approval` in the stored words, and `order_proofs`:
 * each drawing of an order's print files shown to its customer (revision 1, 2, ...), its answer and its follow-ups.
 * The times the rules read (shown, answered, reminded, staff told) are the app's clock, written by the application.
 */
export class Proofs1797000000400 implements MigrationInterface {
  name = 'Proofs1797000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN proof_requested boolean NOT NULL DEFAULT false`);
    await statusChecks(q, WITH_PROOF);
    await recreateLifecycleColumn(q, lifecycleSql(WITH_PROOF));
    await q.query(`
      CREATE TABLE order_proofs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        revision integer NOT NULL CHECK (revision > 0),
        status varchar(20) NOT NULL DEFAULT 'drawing'
          CONSTRAINT order_proofs_status_check
          CHECK (status IN ('drawing', 'shown', 'approved', 'change_requested', 'superseded')),
        requested_by varchar(20) NOT NULL CHECK (requested_by IN ('payment', 'staff', 'customer')),
        files jsonb NOT NULL DEFAULT '[]'::jsonb,
        change_note varchar(1000),
        created_at timestamptz NOT NULL,
        shown_at timestamptz,
        answered_at timestamptz,
        reminded_at timestamptz,
        staff_alerted_at timestamptz,
        CONSTRAINT order_proofs_revision_unique UNIQUE (order_id, revision)
      )`);
    // The follow-up sweep reads the proofs still waiting for an answer.
    await q.query(`CREATE INDEX order_proofs_shown_idx ON order_proofs (shown_at) WHERE status = 'shown'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_proofs`);
    await q.query(
      `UPDATE orders SET fulfillment_status = 'pending' WHERE fulfillment_status = 'awaiting_approval'`,
    );
    await q.query(`UPDATE provider_orders SET status = 'submitted' WHERE status = 'awaiting_approval'`);
    await q.query(
      `DELETE FROM order_events WHERE kind = 'fulfilment' AND 'awaiting_approval' IN (to_status, from_status)`,
    );
    await statusChecks(q, STORED);
    await recreateLifecycleColumn(q, lifecycleSql(STORED));
    await q.query(`ALTER TABLE orders DROP COLUMN proof_requested`);
  }
}
