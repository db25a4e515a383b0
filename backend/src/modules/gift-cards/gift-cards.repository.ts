import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { releaseOtherUnpaidHolds } from '../../platform/database/redemption-holds';

/** A card (or a purchase not paid yet) as the service reads it. */
export interface GiftCardRow {
  id: string;
  purchaseHash: string;
  buyerUserId: string | null;
  buyerEmail: string;
  amountCents: number;
  recipientEmail: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  paymentId: string | null;
  codeEnd: string | null;
  issuedAt: Date | null;
  emailedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
}

/** A card with its balance now (cents, never below zero for a card spent by the rules). */
export type GiftCardWithBalance = GiftCardRow & { balanceCents: number };

/** One order's use of a card, as staff see it. */
export interface GiftCardRedemptionRow {
  orderId: string;
  orderHash: string;
  amountCents: number;
  state: 'held' | 'redeemed' | 'released' | 'lapsed';
  createdAt: Date;
}

/** Money a refund put back on a card. */
export interface GiftCardRefundRow {
  orderId: string;
  orderHash: string;
  amountCents: number;
  createdAt: Date;
}

/** A new purchase (unpaid: no code yet). */
export interface NewGiftCardPurchase {
  purchaseHash: string;
  buyerUserId: string;
  buyerEmail: string;
  amountCents: number;
  recipientEmail: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
}

const CARD_COLUMNS = `c.id, c.purchase_hash AS "purchaseHash", c.buyer_user_id AS "buyerUserId",
  c.buyer_email AS "buyerEmail", c.amount_cents AS "amountCents", c.recipient_email AS "recipientEmail",
  c.recipient_name AS "recipientName", c.sender_name AS "senderName", c.message, c.payment_id AS "paymentId",
  c.code_end AS "codeEnd", c.issued_at AS "issuedAt", c.emailed_at AS "emailedAt", c.disabled_at AS "disabledAt",
  c.created_at AS "createdAt"`;

/**
 * A redemption that takes from the balance (D-277): not released, and its order paid, or still payable (not cancelled
 * and younger than the unpaid-order expiry, $2 hours before $3, the app's clock). The same rule as a discount code's
 * reservation (D-176), so an order that expires or is cancelled before payment gives its hold back by itself.
 */
const LIVE_SQL = `r.released_at IS NULL AND (o.paid_at IS NOT NULL OR
  (o.fulfilment_lifecycle <> 'cancelled' AND o.created_at > $3::timestamptz - ($2::float8 * interval '1 hour')))`;

/** The balance of card `c`: the amount, less the live redemptions (but order $4's, when given), plus refunds. */
const BALANCE_SQL = `(c.amount_cents
  - coalesce((SELECT sum(r.amount_cents) FROM gift_card_redemptions r JOIN orders o ON o.id = r.order_id
               WHERE r.card_id = c.id AND ${LIVE_SQL} AND r.order_id IS DISTINCT FROM $4::uuid), 0)
  + coalesce((SELECT sum(f.amount_cents) FROM gift_card_refunds f WHERE f.card_id = c.id), 0))::int`;

/** The order refund id of a card's share (order_refunds.refund_id), so the card's share of refunds can be summed. */
export const GIFT_CARD_REFUND_PREFIX = 'giftcard-refund-';

/** How the live predicate is parameterised: the unpaid-order expiry and the app's clock. */
export interface LiveWindow {
  expiryHours: number;
  now: Date;
}

/** The one writer of gift_cards, gift_card_redemptions and gift_card_refunds (owned by the gift cards module). */
@Injectable()
export class GiftCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  async insertPurchase(p: NewGiftCardPurchase): Promise<GiftCardRow> {
    const [row] = await this.dataSource.query<GiftCardRow[]>(
      `INSERT INTO gift_cards AS c (purchase_hash, buyer_user_id, buyer_email, amount_cents, recipient_email,
                                    recipient_name, sender_name, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${CARD_COLUMNS}`,
      [
        p.purchaseHash,
        p.buyerUserId,
        p.buyerEmail,
        p.amountCents,
        p.recipientEmail,
        p.recipientName,
        p.senderName,
        p.message,
      ],
    );
    if (!row) throw new Error('gift card purchase not stored');
    return row;
  }

  /** Stores the purchase's payment (once: a repeated request keeps the first). */
  async attachPayment(id: string, paymentId: string): Promise<void> {
    await this.dataSource.query(`UPDATE gift_cards SET payment_id = coalesce(payment_id, $2) WHERE id = $1`, [
      id,
      paymentId,
    ]);
  }

  async findByPayment(paymentId: string, manager?: EntityManager): Promise<GiftCardRow | undefined> {
    const rows = await this.q(manager).query<GiftCardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.payment_id = $1`,
      [paymentId],
    );
    return rows[0];
  }

  async findById(id: string, manager?: EntityManager): Promise<GiftCardRow | undefined> {
    const rows = await this.q(manager).query<GiftCardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** An issued card by its code's hash, with its balance now. */
  async findIssuedByHash(codeHash: string, window: LiveWindow): Promise<GiftCardWithBalance | undefined> {
    const rows = await this.dataSource.query<GiftCardWithBalance[]>(
      `SELECT ${CARD_COLUMNS}, ${BALANCE_SQL} AS "balanceCents"
         FROM gift_cards c WHERE c.code_hash = $1 AND c.issued_at IS NOT NULL`,
      [codeHash, window.expiryHours, window.now, null],
    );
    return rows[0];
  }

  /**
   * The purchase paid: its code (hash and last four) stored and the card issued, once. True the first time; false
   * when it was issued already (a repeated event).
   */
  async issue(
    manager: EntityManager,
    paymentId: string,
    code: { hash: string; end: string },
  ): Promise<GiftCardRow | undefined> {
    // TypeORM answers an UPDATE's RETURNING as [rows, count].
    const [rows] = await manager.query<[GiftCardRow[], number]>(
      `UPDATE gift_cards c SET issued_at = now(), code_hash = $2, code_end = $3
        WHERE c.payment_id = $1 AND c.issued_at IS NULL RETURNING ${CARD_COLUMNS}`,
      [paymentId, code.hash, code.end],
    );
    return rows[0];
  }

  async markEmailed(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE gift_cards SET emailed_at = coalesce(emailed_at, now()) WHERE id = $1`,
      [id],
    );
  }

  /** Locks the card's row (every spend of a card is decided under it) and reads its balance but order `orderId`'s. */
  async lockWithBalance(
    manager: EntityManager,
    cardId: string,
    window: LiveWindow,
    orderId: string | null,
  ): Promise<GiftCardWithBalance | undefined> {
    await manager.query(`SELECT id FROM gift_cards WHERE id = $1 FOR UPDATE`, [cardId]);
    // A statement of its own after the lock: under READ COMMITTED it sees what the lock's previous holder committed.
    const rows = await manager.query<GiftCardWithBalance[]>(
      `SELECT ${CARD_COLUMNS}, ${BALANCE_SQL} AS "balanceCents" FROM gift_cards c WHERE c.id = $1`,
      [cardId, window.expiryHours, window.now, orderId],
    );
    return rows[0];
  }

  /** The customer's holds on their other unpaid orders end (see {@link releaseOtherUnpaidHolds}). */
  releaseOthers(manager: EntityManager, userId: string, orderId: string): Promise<void> {
    return releaseOtherUnpaidHolds(manager, 'gift_card_redemptions', userId, orderId);
  }

  /** Holds `amountCents` of the card for the order (one row per order; a reused order's row is live again). */
  async hold(
    manager: EntityManager,
    r: { cardId: string; orderId: string; userId: string; amountCents: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO gift_card_redemptions (card_id, order_id, user_id, amount_cents) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT gift_card_redemptions_order_key DO UPDATE
         SET released_at = NULL, card_id = EXCLUDED.card_id, amount_cents = EXCLUDED.amount_cents
       WHERE gift_card_redemptions.redeemed_at IS NULL`,
      [r.cardId, r.orderId, r.userId, r.amountCents],
    );
  }

  /** The order's redemption, if it has one. */
  async redemptionOf(
    orderId: string,
    manager?: EntityManager,
  ): Promise<
    { cardId: string; amountCents: number; redeemedAt: Date | null; releasedAt: Date | null } | undefined
  > {
    const rows = await this.q(manager).query<
      { cardId: string; amountCents: number; redeemedAt: Date | null; releasedAt: Date | null }[]
    >(
      `SELECT card_id AS "cardId", amount_cents AS "amountCents", redeemed_at AS "redeemedAt",
              released_at AS "releasedAt"
         FROM gift_card_redemptions WHERE order_id = $1`,
      [orderId],
    );
    return rows[0];
  }

  /** The order's hold ends without being spent (its payment could not take it). */
  async release(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE gift_card_redemptions SET released_at = coalesce(released_at, now())
        WHERE order_id = $1 AND redeemed_at IS NULL`,
      [orderId],
    );
  }

  /** The order's redemption is spent: redeemed now (and live again if it had been released). */
  async redeem(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query(
      `UPDATE gift_card_redemptions SET redeemed_at = now(), released_at = NULL
        WHERE order_id = $1 AND redeemed_at IS NULL`,
      [orderId],
    );
  }

  /**
   * How much of the order's card share its refunds have covered (cents): the order's refunds whose id is a card
   * share's (`giftcard-refund-...`), whether the card got the money back or its share was never taken.
   */
  async cardShareRefunded(orderId: string, manager?: EntityManager): Promise<number> {
    const [row] = await this.q(manager).query<{ cents: number }[]>(
      `SELECT coalesce(sum(amount), 0)::int AS cents FROM order_refunds
        WHERE order_id = $1 AND refund_id LIKE '${GIFT_CARD_REFUND_PREFIX}%'`,
      [orderId],
    );
    return row?.cents ?? 0;
  }

  /** Puts a refund's share back on the card, once per key (true the first time). */
  async insertRefund(
    manager: EntityManager,
    r: { cardId: string; orderId: string; key: string; amountCents: number },
  ): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO gift_card_refunds (card_id, order_id, refund_key, amount_cents) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT gift_card_refunds_key DO NOTHING RETURNING id`,
      [r.cardId, r.orderId, r.key, r.amountCents],
    );
    return rows.length > 0;
  }

  /** Issued cards and unpaid purchases, newest first, with their balances. */
  async list(window: LiveWindow, limit = 500): Promise<GiftCardWithBalance[]> {
    return this.dataSource.query<GiftCardWithBalance[]>(
      `SELECT ${CARD_COLUMNS}, ${BALANCE_SQL} AS "balanceCents"
         FROM gift_cards c ORDER BY c.created_at DESC LIMIT $1`,
      [limit, window.expiryHours, window.now, null],
    );
  }

  async withBalance(id: string, window: LiveWindow): Promise<GiftCardWithBalance | undefined> {
    const rows = await this.dataSource.query<GiftCardWithBalance[]>(
      `SELECT ${CARD_COLUMNS}, ${BALANCE_SQL} AS "balanceCents" FROM gift_cards c WHERE c.id = $1`,
      [id, window.expiryHours, window.now, null],
    );
    return rows[0];
  }

  /** The card's redemptions, newest first, each with its state now. */
  async redemptions(cardId: string, window: LiveWindow): Promise<GiftCardRedemptionRow[]> {
    return this.dataSource.query<GiftCardRedemptionRow[]>(
      `SELECT r.order_id AS "orderId", o.order_hash AS "orderHash", r.amount_cents AS "amountCents",
              CASE WHEN r.redeemed_at IS NOT NULL AND r.released_at IS NULL THEN 'redeemed'
                   WHEN r.released_at IS NOT NULL THEN 'released'
                   WHEN ${LIVE_SQL} THEN 'held' ELSE 'lapsed' END AS state,
              r.created_at AS "createdAt"
         FROM gift_card_redemptions r JOIN orders o ON o.id = r.order_id
        WHERE r.card_id = $1 ORDER BY r.created_at DESC`,
      [cardId, window.expiryHours, window.now],
    );
  }

  async refunds(cardId: string): Promise<GiftCardRefundRow[]> {
    return this.dataSource.query<GiftCardRefundRow[]>(
      `SELECT f.order_id AS "orderId", o.order_hash AS "orderHash", f.amount_cents AS "amountCents",
              f.created_at AS "createdAt"
         FROM gift_card_refunds f JOIN orders o ON o.id = f.order_id
        WHERE f.card_id = $1 ORDER BY f.created_at DESC`,
      [cardId],
    );
  }

  /** Disables an issued card (once; the first staff member and time stay). Undefined for an unknown card. */
  async disable(id: string, staffId: string): Promise<GiftCardRow | undefined> {
    await this.dataSource.query(
      `UPDATE gift_cards SET disabled_at = coalesce(disabled_at, now()),
                             disabled_by = coalesce(disabled_by, $2) WHERE id = $1`,
      [id, staffId],
    );
    return this.findById(id);
  }
}
