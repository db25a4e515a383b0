import type { MigrationInterface, QueryRunner } from 'typeorm';
import { list } from './1795800000000-stored-fulfilment-words';

/** The payment state machine's words (domain/ ORDER_PAYMENT_STATUSES when this migration was written: history). */
const PAYMENT = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'expired'];

/**
 * orders.invoice_status holds only the payment state machine's words, checked by the database like the fulfilment
 * status (D-246): a value in another case or with spaces becomes its word, anything else pending (what the shop
 * already read it as: domain toPaymentStatus).
 */
export class PaymentWords1796000000100 implements MigrationInterface {
  name = 'PaymentWords1796000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE orders SET invoice_status = CASE WHEN lower(btrim(invoice_status)) IN (${list(PAYMENT)})
                                              THEN lower(btrim(invoice_status)) ELSE 'pending' END
       WHERE invoice_status IS NULL OR invoice_status NOT IN (${list(PAYMENT)})`);
    await q.query(`ALTER TABLE orders ALTER COLUMN invoice_status SET NOT NULL`);
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_invoice_status_check CHECK (invoice_status IN (${list(PAYMENT)}))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_invoice_status_check`);
  }
}
