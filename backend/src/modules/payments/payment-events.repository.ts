import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A row of `payment_events` (no TypeORM entity: the table is an insert-once ledger of provider event ids). */
export interface PaymentEventRow {
  id: string;
  provider: 'local' | 'stripe' | 'reconciliation' | 'gift_card';
  eventId: string;
  type: string;
  paymentId: string | null;
  receivedAt: Date;
}

/** The one writer of `payment_events` (owned by the payments module). */
@Injectable()
export class PaymentEventsRepository {
  /**
   * Records the provider event inside the caller's transaction; false when its id was already recorded (the UNIQUE
   * event_id makes a redelivered event a no-op).
   */
  async insertOnce(
    manager: EntityManager,
    event: Pick<PaymentEventRow, 'provider' | 'eventId' | 'type' | 'paymentId'>,
  ): Promise<boolean> {
    const rows = await manager.query<Pick<PaymentEventRow, 'id'>[]>(
      `INSERT INTO payment_events (provider, event_id, type, payment_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT payment_events_event_id_key DO NOTHING RETURNING id`,
      [event.provider, event.eventId, event.type, event.paymentId],
    );
    return rows.length > 0;
  }
}
