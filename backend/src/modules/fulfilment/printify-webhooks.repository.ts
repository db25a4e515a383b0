import { Injectable } from '@nestjs/common';
import type { FulfilmentEvent } from '@petart/domain';
import { DataSource } from 'typeorm';

/** The only code that reads or writes `printify_webhooks`: each verified webhook stored once by its id. */
@Injectable()
export class PrintifyWebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the webhook; undefined when its id was stored before (a duplicate delivery). */
  async storeOnce(event: FulfilmentEvent, orderNumber?: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO printify_webhooks (webhook_id, event_type, order_id, order_number, payload)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT ON CONSTRAINT printify_webhooks_webhook_id_key DO NOTHING
       RETURNING id`,
      [
        event.webhookId,
        event.eventType.slice(0, 100),
        event.providerOrderId.slice(0, 100) || null,
        orderNumber ?? null,
        JSON.stringify(event.payload ?? {}),
      ],
    );
    return row?.id;
  }

  async markProcessed(id: string, error?: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE printify_webhooks SET processed = $2, processed_at = now(), error = $3 WHERE id = $1`,
      [id, error === undefined, error?.slice(0, 2000) ?? null],
    );
  }
}
