import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TAX_CALCULATOR, type TaxService } from '../../adapters/tax/tax-calculator.token';
import { OUTBOX_JOB_KINDS, OutboxService } from './outbox.service';

/** Outcome of handling one payment event. */
export type PaymentEventOutcome =
  'paid' | 'already_paid' | 'duplicate_event' | 'unknown_payment' | 'failed_recorded' | 'ignored';

interface LockedOrder {
  id: string;
  order_hash: string;
  invoice_status: string;
  tax_calculation_id: string | null;
  tax_transaction_id: string | null;
}

/** Identifies one provider event. */
export interface PaymentEventRef {
  provider: 'local' | 'stripe';
  eventId: string;
  type: string;
  paymentId: string;
  /** Our order hash from the payment's metadata, used when the payment id is not on an order yet. */
  orderHash?: string;
}

/**
 * The one place where an order becomes paid, shared by the Stripe webhook and the local test gateway
 * (PaymentSucceededHandler of the brief). Exactly once comes from the database, not from timing:
 * - each provider event id is inserted once (payment_events.event_id UNIQUE, ON CONFLICT DO NOTHING): a replayed
 *   event does nothing;
 * - the order row is locked (SELECT ... FOR NO KEY UPDATE, which does not block the foreign-key checks of rows
 *   inserted for the order elsewhere, e.g. order_notifications, so no pool-wide lock wait can form) and the paid check happens under the lock: of 50 concurrent
 *   confirmations exactly one sees 'pending' and does the work, the others see 'paid';
 * - the tax transaction id is UNIQUE and the outbox jobs are UNIQUE (kind, order_id), inserted in the same
 *   transaction as the paid flag, so fulfilment and the email are queued once, and never lost once paid.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(TAX_CALCULATOR) private readonly tax: TaxService,
    private readonly outbox: OutboxService,
  ) {}

  /** payment succeeded: marks the order paid, records the tax transaction, queues fulfilment and the email. */
  async handleSucceeded(event: PaymentEventRef): Promise<PaymentEventOutcome> {
    const result = await this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return { outcome: 'duplicate_event' as const };
      const order = await this.lockOrder(manager, event);
      if (!order) {
        this.logger.warn(`Payment ${event.paymentId} succeeded but no order has it`);
        return { outcome: 'unknown_payment' as const };
      }
      if (order.invoice_status === 'paid') return { outcome: 'already_paid' as const, orderId: order.id };
      let taxTransactionId = order.tax_transaction_id;
      if (order.tax_calculation_id && !taxTransactionId) {
        ({ transactionId: taxTransactionId } = await this.tax.recordTransaction(
          order.tax_calculation_id,
          order.order_hash,
        ));
      }
      await manager.query(
        `UPDATE orders
            SET invoice_status = 'paid', paid_at = now(), tax_transaction_id = $2, updated_at = now(),
                stripe_payment_id = COALESCE(stripe_payment_id, $3), metadata = metadata - 'paymentFailure'
          WHERE id = $1`,
        [order.id, taxTransactionId, event.paymentId || null],
      );
      await manager.query(
        `INSERT INTO outbox_jobs (kind, order_id) SELECT unnest($1::varchar[]), $2
         ON CONFLICT ON CONSTRAINT outbox_jobs_kind_order_key DO NOTHING`,
        [OUTBOX_JOB_KINDS, order.id],
      );
      return { outcome: 'paid' as const, orderId: order.id };
    });
    if (result.outcome === 'paid') this.outbox.kick(result.orderId);
    return result.outcome;
  }

  /**
   * payment failed: recorded on the order (invoice_status 'failed', metadata.paymentFailure) unless it is already
   * paid, so a late or out-of-order failure never un-pays an order.
   */
  async handleFailed(
    event: PaymentEventRef,
    reason: { code?: string; message?: string },
  ): Promise<PaymentEventOutcome> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.recordEvent(manager, event))) return 'duplicate_event';
      const updated = await manager.query<{ id: string }[]>(
        `WITH updated AS (
         UPDATE orders
            SET invoice_status = 'failed', updated_at = now(),
                metadata = jsonb_set(metadata, '{paymentFailure}', $2::jsonb)
          WHERE (stripe_payment_id = $1 OR ($3::varchar IS NOT NULL AND order_hash = $3 AND stripe_payment_id IS NULL))
            AND invoice_status <> 'paid'
          RETURNING id)
         SELECT id FROM updated`,
        [
          event.paymentId,
          JSON.stringify({ ...reason, eventId: event.eventId, at: new Date().toISOString() }),
          event.orderHash ?? null,
        ],
      );
      return updated.length > 0 ? 'failed_recorded' : 'ignored';
    });
  }

  /** Any other event: stored once, nothing else. */
  async recordOnly(event: PaymentEventRef): Promise<PaymentEventOutcome> {
    const recorded = await this.dataSource.transaction((manager) => this.recordEvent(manager, event));
    return recorded ? 'ignored' : 'duplicate_event';
  }

  private async recordEvent(manager: EntityManager, event: PaymentEventRef): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO payment_events (provider, event_id, type, payment_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT payment_events_event_id_key DO NOTHING RETURNING id`,
      [event.provider, event.eventId, event.type, event.paymentId || null],
    );
    return rows.length > 0;
  }

  private async lockOrder(manager: EntityManager, event: PaymentEventRef): Promise<LockedOrder | undefined> {
    const columns = 'id, order_hash, invoice_status, tax_calculation_id, tax_transaction_id';
    if (event.paymentId) {
      const [byPayment] = await manager.query<LockedOrder[]>(
        `SELECT ${columns} FROM orders WHERE stripe_payment_id = $1 FOR NO KEY UPDATE`,
        [event.paymentId],
      );
      if (byPayment) return byPayment;
    }
    if (!event.orderHash) return undefined;
    // The payment was created but its id not yet stored on the order (a webhook racing create-payment-intent).
    const [byHash] = await manager.query<LockedOrder[]>(
      `SELECT ${columns} FROM orders WHERE order_hash = $1 AND (stripe_payment_id IS NULL OR stripe_payment_id = $2)
       FOR NO KEY UPDATE`,
      [event.orderHash, event.paymentId],
    );
    return byHash;
  }
}
