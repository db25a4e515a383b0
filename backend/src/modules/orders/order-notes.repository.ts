import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A staff note on an order (`order_notes`; staff only, never shown to the customer). */
export interface OrderNoteRow {
  id: string;
  orderId: string;
  authorId: string | null;
  authorEmail: string;
  body: string;
  createdAt: Date;
}

const NOTE_COLUMNS = `id, order_id AS "orderId", author_id AS "authorId", author_email AS "authorEmail", body,
  created_at AS "createdAt"`;

/** The one holder of `order_notes`' SQL (owned by the orders module). */
@Injectable()
export class OrderNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(note: {
    orderId: string;
    authorId: string;
    authorEmail: string;
    body: string;
  }): Promise<OrderNoteRow> {
    const [row] = await this.dataSource.query<OrderNoteRow[]>(
      `INSERT INTO order_notes (order_id, author_id, author_email, body) VALUES ($1, $2, $3, $4)
       RETURNING ${NOTE_COLUMNS}`,
      [note.orderId, note.authorId, note.authorEmail, note.body],
    );
    if (!row) throw new Error('Note insert returned no row');
    return row;
  }

  /** The notes of an order, oldest first. */
  list(orderId: string): Promise<OrderNoteRow[]> {
    return this.dataSource.query<OrderNoteRow[]>(
      `SELECT ${NOTE_COLUMNS} FROM order_notes WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
  }
}
