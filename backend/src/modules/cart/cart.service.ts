import { Injectable } from '@nestjs/common';
import { centsToDollars, lookupPrintOption, priceCentsFor } from '@petart/domain';
import { DataSource } from 'typeorm';
import { PreparedReads } from '../../platform/database/prepared-reads';
import { AppError } from '../../platform/http/app-error';
import { SessionsRepository } from '../sessions/sessions.repository';
import { ImageUrlSigner } from '../images/image-url-signer';
import { CART_QUANTITY_MAX, type CartDto, type CartItemDto, type CartItemResultDto } from './cart.dto';

/** One cart_items row as the raw queries return it (snake_case columns). */
export interface CartRow {
  id: string;
  session_id: string;
  print_type: string;
  print_size: string;
  image_url: string;
  quantity: number;
  art_style: string | null;
  created_at: Date;
}

interface CartRowWithCount extends CartRow {
  item_count: string | number;
}

export interface AddCartItemInput {
  sessionId: string;
  printType: string;
  printSize: string;
  quantity?: number;
  imageUrl: string;
  artStyle?: string | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_COLUMNS = 'id, session_id, print_type, print_size, image_url, quantity, art_style, created_at';
/** The lines as pricing needs them (prepared: every checkout summary prices the cart). */
const CART_PRICING_LINES = PreparedReads.statement(
  'pricing_cart_lines',
  `SELECT print_type AS "printType", print_size AS "printSize", quantity
     FROM cart_items WHERE user_id = $1 ORDER BY created_at, id`,
);
const CART_BY_USER = PreparedReads.statement(
  'cart_by_user',
  `SELECT ${ROW_COLUMNS} FROM cart_items WHERE user_id = $1 ORDER BY created_at, id`,
);

/**
 * The signed-in user's cart, owner of `cart_items` (pricing and checkout read the lines through here). Every read and write is scoped by user_id in SQL, so another user's line is simply not
 * found (404). Reads are one SELECT regardless of the number of lines; writes return the new item count from the
 * same statement (a CTE) instead of a second round trip.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly reads: PreparedReads,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** The stored lines, oldest first (checkout turns them into order lines). */
  rows(userId: string): Promise<CartRow[]> {
    return this.reads.rows<CartRow>(CART_BY_USER, [userId]);
  }

  /** Type, size and quantity of each line, oldest first (what pricing needs). */
  pricingLines(userId: string): Promise<{ printType: string; printSize: string; quantity: number }[]> {
    return this.reads.rows(CART_PRICING_LINES, [userId]);
  }

  /** All lines, oldest first, with signed image URLs and catalogue prices; one query. */
  async list(userId: string): Promise<CartDto> {
    const rows = await this.rows(userId);
    const items = rows.map((row) => this.toDto(row));
    return { items, itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
  }

  /**
   * Adds a line, or raises the quantity of the same (session, type, size, image) line (capped at 99). The session
   * must be the caller's and the image one of its images; type and size must be in the catalogue.
   */
  async add(userId: string, input: AddCartItemInput): Promise<CartItemResultDto> {
    const option = lookupPrintOption(input.printType, input.printSize);
    if (!option.ok) {
      const code = option.problem === 'unknown_size' ? 'CART.PRINT_SIZE_INVALID' : 'CART.PRINT_TYPE_INVALID';
      throw new AppError(code, option.message);
    }
    const { type: printType, size } = option;
    const imagePath = this.storedPath(input.imageUrl);
    const sessionImages = await this.sessions.imagesOwnedBy(input.sessionId, userId);
    if (!sessionImages) throw new AppError('SESSION.NOT_FOUND', 'Session not found');
    if (imagePath === undefined || !sessionImages.includes(imagePath)) {
      throw new AppError('CART.IMAGE_INVALID', 'The image does not belong to this session');
    }

    // The outer SELECT sees the snapshot from before the INSERT, so the new/updated line is excluded from the sum
    // and added back with its new quantity.
    const [row] = await this.dataSource.query<CartRowWithCount[]>(
      `WITH up AS (
         INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity, art_style)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ON CONSTRAINT cart_items_line_key
         DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${CART_QUANTITY_MAX}),
                       art_style = COALESCE(EXCLUDED.art_style, cart_items.art_style)
         RETURNING ${ROW_COLUMNS}
       )
       SELECT up.*, up.quantity + (
         SELECT COALESCE(SUM(c.quantity), 0) FROM cart_items c WHERE c.user_id = $1 AND c.id <> up.id
       ) AS item_count
       FROM up`,
      [
        userId,
        input.sessionId,
        printType.value,
        size.value,
        imagePath,
        input.quantity ?? 1,
        input.artStyle?.trim() || null,
      ],
    );
    return this.withCount(row);
  }

  /** Sets the quantity of one of the caller's lines. */
  async update(userId: string, itemId: string, quantity: number): Promise<CartItemResultDto> {
    if (!UUID_RE.test(itemId)) throw this.itemNotFound();
    const [row] = await this.dataSource.query<CartRowWithCount[]>(
      `WITH up AS (
         UPDATE cart_items SET quantity = $3 WHERE id = $1 AND user_id = $2 RETURNING ${ROW_COLUMNS}
       )
       SELECT up.*, up.quantity + (
         SELECT COALESCE(SUM(c.quantity), 0) FROM cart_items c WHERE c.user_id = $2 AND c.id <> up.id
       ) AS item_count
       FROM up`,
      [itemId, userId, quantity],
    );
    return this.withCount(row);
  }

  /** Removes one of the caller's lines; returns the remaining item count. */
  async remove(userId: string, itemId: string): Promise<number> {
    if (!UUID_RE.test(itemId)) throw this.itemNotFound();
    const [result] = await this.dataSource.query<{ deleted: string; item_count: string }[]>(
      `WITH del AS (DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id)
       SELECT (SELECT COUNT(*) FROM del) AS deleted,
              (SELECT COALESCE(SUM(c.quantity), 0) FROM cart_items c
                WHERE c.user_id = $2 AND c.id NOT IN (SELECT id FROM del)) AS item_count`,
      [itemId, userId],
    );
    if (!result || Number(result.deleted) === 0) throw this.itemNotFound();
    return Number(result.item_count);
  }

  /** Empties the caller's cart. */
  async clear(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM cart_items WHERE user_id = $1`, [userId]);
  }

  private withCount(row: CartRowWithCount | undefined): CartItemResultDto {
    if (!row) throw this.itemNotFound();
    return { item: this.toDto(row), itemCount: Number(row.item_count) };
  }

  private toDto(row: CartRow): CartItemDto {
    return {
      id: row.id,
      sessionId: row.session_id,
      printType: row.print_type,
      printSize: row.print_size,
      imageUrl: this.signer.sign(row.image_url),
      quantity: row.quantity,
      artStyle: row.art_style,
      unitPrice: centsToDollars(priceCentsFor(row.print_type, row.print_size)),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  private storedPath(url: string): string | undefined {
    try {
      return this.signer.toStoredPath(url) ?? undefined;
    } catch {
      return undefined;
    }
  }

  private itemNotFound(): AppError {
    return new AppError('CART.ITEM_NOT_FOUND', 'Cart item not found');
  }
}
