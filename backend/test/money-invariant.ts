import { formatMoney, orderAmountSplit, refundOwedCents } from '@petart/domain';
import type { DataSource } from 'typeorm';

/** One order's money as the database records it (cents). */
export interface OrderMoneyRow {
  id: string;
  orderHash: string;
  customerEmail: string;
  invoiceStatus: string;
  fulfillmentStatus: string;
  paidAt: Date | null;
  totalAmount: number;
  refundedAmount: number;
  /** The sum of the refunds the payment provider accepted (order_refunds). */
  refundsRecorded: number;
  stripePaymentId: string | null;
}

export async function orderMoney(db: DataSource, orderId: string): Promise<OrderMoneyRow> {
  const [row] = await db.query<OrderMoneyRow[]>(
    `SELECT o.id, o.order_hash AS "orderHash", o.customer_email AS "customerEmail",
            o.invoice_status AS "invoiceStatus", o.fulfillment_status AS "fulfillmentStatus", o.paid_at AS "paidAt",
            o.total_amount AS "totalAmount", COALESCE(o.refunded_amount, 0) AS "refundedAmount",
            (SELECT COALESCE(sum(amount), 0)::int FROM order_refunds r WHERE r.order_id = o.id) AS "refundsRecorded",
            o.stripe_payment_id AS "stripePaymentId"
       FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/**
 * The money invariant (D-127), checked when the shop is at rest (no request or job running): money taken minus money
 * refunded equals what the order's state says is owed, every refund recorded was made at the provider
 * (`refundedAtProvider`), and an order still owed a refund shows it ("refund pending") with its refund job waiting or
 * parked for staff. `partialRefundsAllowed`: staff partial refunds of orders that are not cancelled are part of the
 * scenario.
 */
export async function expectMoneyAddsUp(
  db: DataSource,
  orderId: string,
  refundedAtProvider: (paymentId: string) => number,
): Promise<OrderMoneyRow> {
  const order = await orderMoney(db, orderId);
  const taken = order.paidAt ? order.totalAmount : 0;
  const cancelled = /cancel/.test(order.fulfillmentStatus);
  // Every refund recorded was accepted by the provider, and nothing was refunded that is not recorded.
  expect({ order: order.orderHash, recorded: order.refundsRecorded }).toEqual({
    order: order.orderHash,
    recorded: order.refundedAmount,
  });
  if (order.stripePaymentId) expect(refundedAtProvider(order.stripePaymentId)).toBe(order.refundedAmount);
  expect(order.refundedAmount).toBeLessThanOrEqual(taken);
  const owedBack = refundOwedCents(order);
  if (cancelled) {
    // A cancelled order owes nothing: what was taken has come back, or is visibly on its way.
    expect(taken - order.refundedAmount).toBe(owedBack);
    if (owedBack > 0) {
      // The refund job waits (queued, or failed and waiting for its retry) or gave up (dead, staff see it).
      const [job] = await db.query<{ state: string }[]>(
        `SELECT state FROM pgboss.job WHERE name = 'refund' AND data->>'orderId' = $1`,
        [orderId],
      );
      expect(['created', 'retry', 'failed']).toContain(job?.state);
    }
  } else {
    expect(owedBack).toBe(0);
  }
  if (taken > 0 && order.refundedAmount === taken) expect(order.invoiceStatus).toBe('refunded');
  if (taken === 0) expect(order.invoiceStatus).not.toBe('paid');
  return order;
}

/**
 * No email to the customer promises a refund that is not recorded, and an order cancelled before it was paid never
 * gets the paid order's confirmation.
 */
export async function expectEmailsTruthful(db: DataSource, order: OrderMoneyRow): Promise<void> {
  const mails = await db.query<{ tag: string; text_body: string }[]>(
    `SELECT tag, text_body FROM mail_outbox WHERE recipient = $1 AND strpos(text_body, $2) > 0`,
    [order.customerEmail, `#${order.orderHash.slice(-8)}`],
  );
  for (const mail of mails) {
    if (/refunded/i.test(mail.text_body)) {
      expect(order.refundsRecorded).toBeGreaterThan(0);
      expect(mail.text_body).toContain(formatMoney(order.refundsRecorded));
    }
  }
  const [cancelledFirst] = await db.query<{ at: Date }[]>(
    `SELECT min(created_at) AS at FROM order_events
      WHERE order_id = $1 AND kind = 'fulfilment' AND to_status = 'cancelled'
        AND NOT EXISTS (SELECT 1 FROM order_events p WHERE p.order_id = $1 AND p.to_status = 'paid'
                         AND p.created_at < order_events.created_at)`,
    [order.id],
  );
  if (cancelledFirst?.at) expect(mails.map((m) => m.tag)).not.toContain('order-confirmation');
}

/**
 * An order's stored totals add up: products - discount + shipping + tax = the total that was charged, the
 * discount never more than the products, nothing negative. Orders whose metadata lacks the split are skipped (the
 * split is then derived from the total, so it adds up by construction).
 */
export async function expectTotalsAddUp(db: DataSource, orderId: string): Promise<void> {
  const [row] = await db.query<
    { totalAmount: number; taxAmount: number; metadata: Record<string, unknown> }[]
  >(`SELECT total_amount AS "totalAmount", tax_amount AS "taxAmount", metadata FROM orders WHERE id = $1`, [
    orderId,
  ]);
  if (!row) throw new Error(`no order ${orderId}`);
  if (typeof row.metadata.productPrice !== 'number' || typeof row.metadata.shippingCost !== 'number') return;
  const split = orderAmountSplit(row);
  expect(split.discountCents).toBeGreaterThanOrEqual(0);
  expect(split.discountCents).toBeLessThanOrEqual(split.productCents);
  expect(Math.min(split.shippingCents, split.taxCents, split.totalCents)).toBeGreaterThanOrEqual(0);
  expect(split.productCents - split.discountCents + split.shippingCents + split.taxCents).toBe(
    split.totalCents,
  );
}
