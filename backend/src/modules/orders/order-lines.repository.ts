import { Injectable } from '@nestjs/common';
import type { NameOnPrint } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The writes of an order's lines: the print file made for a line, a name change after payment in the caller's
 * transaction (OrderLifecycle.changeLineName): the line's new personalisation, and the provider order that replaced
 * the held one; and the customer's crop of a proof order's line (OrderLifecycle.changeLineCrop).
 */
@Injectable()
export class OrderLinesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the print file made for a line (its URL, pixel size, effective DPI and the upscaler that made it). */
  async recordPrintFile(
    lineId: string,
    file: { url: string; widthPx: number; heightPx: number; effectiveDpi: number | null; upscaler: string },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_line_items SET print_file_url = $2, print_file_width = $3, print_file_height = $4,
              effective_dpi = $5, print_file_upscaler = $6
        WHERE id = $1`,
      [lineId, file.url, file.widthPx, file.heightPx, file.effectiveDpi, file.upscaler],
    );
  }

  /** Stores a line's new name on the print; false when the line is not the order's. */
  async setLinePersonalisation(
    manager: EntityManager,
    orderId: string,
    lineId: string,
    personalisation: NameOnPrint,
  ): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `WITH changed AS (
         UPDATE order_line_items SET personalisation = $3::jsonb WHERE id = $2 AND order_id = $1 RETURNING id)
       SELECT id FROM changed`,
      [orderId, lineId, JSON.stringify(personalisation)],
    );
    return rows.length > 0;
  }

  /** Stores a line's crop position (null: the automatic crop); false when the line is not the order's. */
  async setLineCropPosition(
    manager: EntityManager,
    orderId: string,
    lineId: string,
    position: number | null,
  ): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `WITH changed AS (
         UPDATE order_line_items SET crop_position = $3 WHERE id = $2 AND order_id = $1 RETURNING id)
       SELECT id FROM changed`,
      [orderId, lineId, position],
    );
    return rows.length > 0;
  }

  /**
   * Records that a locked order's provider order was replaced (metadata.providerRevision, the replaced ids in
   * metadata.replacedProviderOrderIds) and stores the replacement's ids.
   */
  async recordProviderReplacement(
    manager: EntityManager,
    orderId: string,
    replacement: {
      revision: number;
      replacedId: string;
      providerOrderId: string;
      providerOrderNumber?: string;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE orders
          SET metadata = jsonb_set(
                jsonb_set(metadata, '{providerRevision}', to_jsonb($2::int)),
                '{replacedProviderOrderIds}',
                COALESCE(metadata->'replacedProviderOrderIds', '[]'::jsonb) || to_jsonb($3::text)),
              updated_at = now()
        WHERE id = $1`,
      [orderId, replacement.revision, replacement.replacedId],
    );
    await manager.query(
      `UPDATE orders SET printify_order_id = $2, printify_order_number = COALESCE($3, printify_order_number)
        WHERE id = $1`,
      [orderId, replacement.providerOrderId, replacement.providerOrderNumber ?? null],
    );
  }
}
