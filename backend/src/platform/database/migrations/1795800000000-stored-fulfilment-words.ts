import type { MigrationInterface, QueryRunner } from 'typeorm';
import { lifecycleCaseSql } from './1768100000000-admin-lists';

/** The lifecycle's own words (domain/ STORED_FULFILMENT_STATUSES when this migration was written: history). */
export const STORED = [
  'pending',
  'submitted',
  'in_production',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'error_variant',
  'error_submission',
  'error_provider',
];
export const list = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');

/** Every older spelling this shop wrote or read, by the stored word it becomes. */
const OLDER: Readonly<Record<string, readonly string[]>> = {
  submitted: ['submitted_to_fulfillment', 'order:created', 'on_hold', 'on-hold', 'processing'],
  in_production: ['order:sent-to-production', 'in-production'],
  partially_shipped: ['partially-fulfilled', 'partially_fulfilled', 'partially-shipped'],
  shipped: ['order:shipment:created'],
  delivered: ['order:shipment:delivered', 'fulfilled'],
  cancelled: ['canceled', 'order:canceled'],
};

/** A status column's stored word: as it is when already one, else its older spelling's (unknown: in flight). */
function toStoredSql(column: string): string {
  const raw = `lower(btrim(${column}))`;
  return `(CASE
    WHEN ${column} IN (${list(STORED)}) THEN ${column}
    WHEN btrim(coalesce(${column}, '')) = '' THEN 'pending'
    ${Object.entries(OLDER)
      .map(([stored, older]) => `WHEN ${raw} IN (${list([stored, ...older])}) THEN '${stored}'`)
      .join('\n    ')}
    WHEN ${raw} IN (${list(STORED)}) THEN ${raw}
    WHEN ${raw} LIKE 'error%' THEN 'error_provider'
    ELSE 'submitted' END)`;
}

/** The spec's API words of the stored ones (what the column held before this migration). */
const BEFORE: Readonly<Record<string, string>> = {
  submitted: 'submitted_to_fulfillment',
  in_production: 'order:sent-to-production',
  shipped: 'order:shipment:created',
  delivered: 'order:shipment:delivered',
};
function toBeforeSql(column: string): string {
  return `(CASE ${column} ${Object.entries(BEFORE)
    .map(([stored, before]) => `WHEN '${stored}' THEN '${before}'`)
    .join(' ')} ELSE ${column} END)`;
}

/**
 * The fulfilment status is stored in the lifecycle's own words (D-140): orders.fulfillment_status and the fulfilment
 * rows of order_events hold only STORED_FULFILMENT_STATUSES, checked by the database; the API still answers with the
 * spec's words (translated where responses are built). With a closed set, the generated orders.fulfilment_lifecycle no
 * longer needs the table of every spelling: it is the stored word, errors as 'error'.
 */
export class StoredFulfilmentWords1795800000000 implements MigrationInterface {
  name = 'StoredFulfilmentWords1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE orders SET fulfillment_status = ${toStoredSql('fulfillment_status')}`);
    await q.query(
      `UPDATE order_events SET to_status = ${toStoredSql('to_status')},
         from_status = CASE WHEN from_status IS NULL THEN NULL ELSE ${toStoredSql('from_status')} END
       WHERE kind = 'fulfilment'`,
    );
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_fulfillment_status_stored CHECK (fulfillment_status IN (${list(STORED)}))`,
    );
    await q.query(
      `ALTER TABLE order_events ADD CONSTRAINT order_events_fulfilment_status_stored CHECK (
         kind <> 'fulfilment' OR (to_status IN (${list(STORED)}) AND (from_status IS NULL OR from_status IN (${list(STORED)}))))`,
    );
    // Unknown words read as normalizeFulfilmentStatus reads them ('processing'); the CHECK refuses them anyway.
    await recreateLifecycleColumn(
      q,
      `(CASE WHEN fulfillment_status LIKE 'error\\_%' THEN 'error'
         WHEN fulfillment_status IN (${list(STORED)}) THEN fulfillment_status ELSE 'processing' END)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT IF EXISTS order_events_fulfilment_status_stored`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_fulfillment_status_stored`);
    // The generated column of AdminLists1768100000000, which reads every spelling.
    await recreateLifecycleColumn(q, lifecycleCaseSql('fulfillment_status'));
    await q.query(`UPDATE orders SET fulfillment_status = ${toBeforeSql('fulfillment_status')}`);
    await q.query(
      `UPDATE order_events SET to_status = ${toBeforeSql('to_status')},
         from_status = ${toBeforeSql('from_status')} WHERE kind = 'fulfilment'`,
    );
  }
}

/** Re-creates orders.fulfilment_lifecycle (and its two indexes) over `expression`. */
export async function recreateLifecycleColumn(q: QueryRunner, expression: string): Promise<void> {
  await q.query(`DROP INDEX IF EXISTS orders_admin_chart_idx`);
  await q.query(`DROP INDEX IF EXISTS orders_lifecycle_created_at_idx`);
  await q.query(`ALTER TABLE orders DROP COLUMN fulfilment_lifecycle`);
  await q.query(
    `ALTER TABLE orders ADD COLUMN fulfilment_lifecycle varchar(20) GENERATED ALWAYS AS ${expression} STORED`,
  );
  await q.query(
    `CREATE INDEX orders_lifecycle_created_at_idx ON orders (fulfilment_lifecycle, created_at DESC)`,
  );
  await q.query(
    `CREATE INDEX orders_admin_chart_idx ON orders (created_at) INCLUDE (invoice_status, total_amount, fulfilment_lifecycle)`,
  );
}
