import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type FulfilmentShipment, type OrderEventSource } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { NewRefund } from './order-records';

/**
 * The rows an order accumulates, written by the orders module's services: its events (order_events, stamped with the
 * Clock's time: the delivery opens the claim window), refunds (order_refunds), parcels (order_shipments) and customer
 * emails (order_notifications, one row per kind, claimed before each send).
 */
@Injectable()
export class OrderHistoryRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private db(manager?: EntityManager): EntityManager | DataSource {
    return manager ?? this.dataSource;
  }

  /** Writes one order event (a payment, fulfilment or dispute change) in the caller's transaction. */
  async insertEvent(
    manager: EntityManager,
    orderId: string,
    kind: 'payment' | 'fulfilment' | 'dispute',
    from: string | null,
    to: string,
    source: OrderEventSource,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO order_events (order_id, kind, from_status, to_status, source, detail, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [orderId, kind, from, to, source, detail ? JSON.stringify(detail) : null, this.clock.now()],
    );
  }

  /** Inserts a refund the provider accepted (once per provider refund id); false when it was already recorded. */
  async insertRefund(manager: EntityManager, orderId: string, refund: NewRefund): Promise<boolean> {
    const inserted = await manager.query<{ id: string }[]>(
      `INSERT INTO order_refunds (order_id, refund_id, amount, source, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT order_refunds_refund_id_key DO NOTHING RETURNING id`,
      [orderId, refund.refundId, refund.amountCents, refund.source, refund.reason?.slice(0, 500) ?? null],
    );
    return inserted.length > 0;
  }

  /** The sum of the refunds recorded for an order (cents). */
  async refundedSum(manager: EntityManager, orderId: string): Promise<number> {
    const [sum] = await manager.query<{ total: number }[]>(
      `SELECT COALESCE(sum(amount), 0)::int AS total FROM order_refunds WHERE order_id = $1`,
      [orderId],
    );
    return sum?.total ?? 0;
  }

  /**
   * Upserts the provider's shipments of a locked order (matched by tracking number, else by position) and sets the
   * order's tracking URL to the first parcel's. Delivery times only ever get set, never cleared.
   */
  async upsertShipments(
    manager: EntityManager,
    orderId: string,
    shipments: readonly FulfilmentShipment[],
    providerOrderId: string | null,
  ): Promise<void> {
    const existing = await manager.query<{ id: string; tracking_number: string | null }[]>(
      `SELECT id, tracking_number FROM order_shipments WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    const untracked = existing.filter((s) => s.tracking_number === null);
    for (const shipment of shipments) {
      const match =
        (shipment.trackingNumber !== undefined
          ? existing.find((s) => s.tracking_number === shipment.trackingNumber)
          : undefined) ?? untracked.shift();
      const values = [
        shipment.carrier ?? null,
        shipment.trackingNumber ?? null,
        shipment.trackingUrl ?? null,
        shipment.shippedAt ?? null,
        shipment.deliveredAt ?? null,
        shipment.lineIds ? JSON.stringify(shipment.lineIds) : null,
        providerOrderId,
      ];
      if (match) {
        await manager.query(
          `UPDATE order_shipments
                SET carrier = COALESCE($2, carrier), tracking_number = COALESCE($3, tracking_number),
                    tracking_url = COALESCE($4, tracking_url), shipped_at = COALESCE(shipped_at, $5),
                    delivered_at = COALESCE(delivered_at, $6), line_ids = COALESCE($7::jsonb, line_ids),
                    provider_order_id = COALESCE(provider_order_id, $8), updated_at = now()
              WHERE id = $1`,
          [match.id, ...values],
        );
      } else {
        await manager.query(
          `INSERT INTO order_shipments (order_id, carrier, tracking_number, tracking_url, shipped_at, delivered_at,
                                          line_ids, provider_order_id)
             VALUES ($1, $2, $3, $4, COALESCE($5, now()), $6, $7::jsonb, $8)`,
          [orderId, ...values],
        );
      }
    }
    await manager.query(
      `UPDATE orders SET tracking_url = s.tracking_url, updated_at = now()
           FROM (SELECT tracking_url FROM order_shipments WHERE order_id = $1 AND tracking_url IS NOT NULL
                  ORDER BY shipped_at NULLS LAST, created_at, id LIMIT 1) s
          WHERE orders.id = $1 AND orders.tracking_url IS DISTINCT FROM s.tracking_url`,
      [orderId],
    );
  }

  /**
   * Claims the right to send one email of a kind for an order (unique (order, kind)) for one attempt of its job: true
   * for the first caller, again after a failed send or a staff resend, and again when an earlier attempt marked it
   * 'sending' before this attempt's lease began (`leasedAt`): that attempt died or lost its lease mid-send, and the
   * email is sent again rather than lost (at least once). Committed on its own: the email is sent outside any
   * transaction.
   */
  async claimNotification(
    orderId: string,
    kind: string,
    emailAddress: string,
    leasedAt: string,
    trackingInfo: Record<string, unknown> | null = null,
  ): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO order_notifications (order_id, notification_type, email_address, email_status, tracking_info)
       VALUES ($1, $2, $3, 'sending', $5::jsonb)
       ON CONFLICT (order_id, notification_type) DO UPDATE
         SET email_status = 'sending', sent_at = now(), tracking_info = EXCLUDED.tracking_info
         WHERE order_notifications.email_status IN ('failed', 'resend')
            OR (order_notifications.email_status = 'sending' AND order_notifications.sent_at < $4::timestamptz)
       RETURNING id`,
      [orderId, kind, emailAddress, leasedAt, trackingInfo ? JSON.stringify(trackingInfo) : null],
    );
    return row?.id;
  }

  /**
   * Records how a send ended. A failure is recorded only while the notification is still 'sending': an attempt that
   * comes back after a later one took over and sent the email never marks it failed.
   */
  async finishNotification(id: string, outcome: { messageId: string } | { failed: true }): Promise<void> {
    if ('failed' in outcome) {
      await this.dataSource.query(
        `UPDATE order_notifications SET email_status = 'failed' WHERE id = $1 AND email_status = 'sending'`,
        [id],
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE order_notifications SET email_status = 'sent', provider_message_id = $2, sent_at = now() WHERE id = $1`,
      [id, outcome.messageId],
    );
  }

  /**
   * Staff asked for an email of this kind again: a sent notification is opened for one more send ('resend', which
   * claimNotification takes like a failed one). True when there is such a notification to resend.
   */
  async reopenNotification(orderId: string, kind: string): Promise<boolean> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH reopened AS (
         UPDATE order_notifications SET email_status = 'resend'
          WHERE order_id = $1 AND notification_type = $2 AND email_status IN ('sent', 'failed', 'resend') RETURNING id)
       SELECT id FROM reopened`,
      [orderId, kind],
    );
    return rows.length > 0;
  }
}
