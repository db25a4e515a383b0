import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  discountCents,
  discountEligibility,
  discountLimitRefusal,
  discountRefusalMessage,
  discountStatus,
  discountUseGivenBack,
  DISCOUNT_CODE_PATTERN,
  normalizeDiscountCode,
  priceCart,
  validateDiscountInput,
  type DiscountCodeInput,
  type DiscountKind,
  type DiscountRefusal,
  type DiscountStatus,
  type OrderMoney,
} from '@petart/domain';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { CartService } from '../cart';
import { UsersRepository } from '../users';
import { DiscountsRepository, type DiscountCodeRow, type DiscountCodeStatsRow } from './discounts.repository';

const MINUTE = 60_000;

/** Guessing codes (D-177): every Apply counts, and so does every code the pricing or the checkout refuses. */
export const DISCOUNT_RATE_LIMITS = {
  perUser: { name: 'discount:user', limit: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'discount:ip', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export const DISCOUNT_RATE_LIMIT_MESSAGE =
  'Too many discount code attempts. Please wait a few minutes and try again.';

/** A code that applies to a cart: what it takes off (cents) and the row to reserve. */
export interface DiscountQuote {
  codeId: string;
  code: string;
  kind: DiscountKind;
  value: number;
  amountCents: number;
}

/** Why a reserved code does not hold when the money is taken: a limit reached, or the code is gone. */
export type PaymentRefusal = NonNullable<ReturnType<typeof discountLimitRefusal>> | 'unknown';

/** A code as staff list it: what it did, and its status now (the customer's rule, D-259). */
export type AdminDiscountRow = DiscountCodeStatsRow & { status: DiscountStatus };

/** Who is asking, for the per-user and per-IP limits. */
export interface DiscountAsker {
  userId: string;
  ip?: string | undefined;
}

function refused(reason: DiscountRefusal, rule?: { minOrderCents: number }): AppError {
  const message = discountRefusalMessage(reason, rule);
  return new AppError('DISCOUNT.INVALID', message, { details: [message], extra: { reason } });
}

/**
 * Discount codes: staff create, list and deactivate them; the checkout quotes a code against the cart,
 * reserves it with the order (under the code's row lock, so concurrent checkouts never pass its total uses), and the
 * payment checks its limits again and marks it redeemed exactly once, or refuses it (D-176, D-205).
 */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly repo: DiscountsRepository,
    private readonly cart: CartService,
    private readonly users: UsersRepository,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get expiryHours(): number {
    return this.config.afterPayment.orderExpiryHours;
  }

  /** POST /discounts/apply: checks a code against the caller's cart (rate-limited on every call). */
  async apply(asker: DiscountAsker, rawCode: string): Promise<DiscountQuote & { subtotalCents: number }> {
    await this.countAttempt(asker);
    const lines = await this.cart.pricingLines(asker.userId);
    if (lines.length === 0) throw new AppError('CART.EMPTY', 'Your cart is empty');
    const subtotalCents = priceCart({ items: lines, shippingCents: 0, taxCents: 0 }).productCents;
    const quote = await this.check(asker.userId, rawCode, subtotalCents);
    return { ...quote, subtotalCents };
  }

  /**
   * The code applied to a products' subtotal, as pricing and checkout ask: 400 DISCOUNT.INVALID with the customer's
   * message when it does not apply (each refusal counts as a guess).
   */
  async quote(asker: DiscountAsker, rawCode: string, subtotalCents: number): Promise<DiscountQuote> {
    try {
      return await this.check(asker.userId, rawCode, subtotalCents);
    } catch (error) {
      if (error instanceof AppError && error.code === 'DISCOUNT.INVALID') await this.countAttempt(asker);
      throw error;
    }
  }

  private async check(userId: string, rawCode: string, subtotalCents: number): Promise<DiscountQuote> {
    const code = normalizeDiscountCode(rawCode);
    if (!DISCOUNT_CODE_PATTERN.test(code)) throw refused('unknown');
    const row = await this.repo.findByCode(code);
    if (!row) throw refused('unknown');
    const usage = await this.repo.usage(row.id, userId, this.expiryHours, this.clock.now());
    return this.decide(row, usage, subtotalCents);
  }

  private decide(
    row: DiscountCodeRow,
    usage: { usesSoFar: number; customerUses: number; customerPaidOrders: number },
    subtotalCents: number,
  ): DiscountQuote {
    const verdict = discountEligibility(row, { now: this.clock.now(), subtotalCents, ...usage });
    if (!verdict.ok) throw refused(verdict.reason, row);
    return {
      codeId: row.id,
      code: row.code,
      kind: row.kind,
      value: row.value,
      amountCents: discountCents(row, subtotalCents),
    };
  }

  /**
   * In the checkout's transaction, after the order is written: the customer's reservations on other unpaid orders
   * are released, and the quoted code (if any) is re-checked under its row lock and reserved for this order. A code
   * that stopped applying meanwhile (the last use went to someone else) throws, rolling the order back.
   */
  async reserveForOrder(
    manager: EntityManager,
    r: { userId: string; orderId: string; quote: DiscountQuote | null; subtotalCents: number },
  ): Promise<void> {
    await this.repo.releaseOthers(manager, r.userId, r.orderId);
    if (!r.quote) return;
    const row = await this.repo.lock(manager, r.quote.codeId);
    if (!row) throw refused('unknown');
    const usage = await this.repo.usage(row.id, r.userId, this.expiryHours, this.clock.now(), manager);
    const again = this.decide(row, usage, r.subtotalCents);
    if (again.amountCents !== r.quote.amountCents) throw refused('unknown');
    await this.repo.reserve(manager, {
      codeId: row.id,
      orderId: r.orderId,
      userId: r.userId,
      amountCents: r.quote.amountCents,
    });
  }

  /**
   * In the payment-succeeded transaction, before the order is marked paid (its row is locked by the caller): the
   * order's code, if any, is checked again against its limits and counted as a use, atomically (D-205). The
   * customer's row and then the code's row are locked (the checkout's order of locks), so payments of one code, or
   * of one customer, are decided one at a time, each seeing the uses the others committed. Answers the limit that no
   * longer holds (the redemption is then released; the caller must not keep the payment), else null.
   */
  async redeemOnPayment(
    manager: EntityManager,
    order: { id: string; userId: string | null },
  ): Promise<PaymentRefusal | null> {
    const pending = await this.repo.pendingRedemption(order.id, manager);
    if (!pending) return null;
    if (order.userId) await this.users.lock(manager, order.userId);
    const row = await this.repo.lock(manager, pending.codeId);
    const refusal = row ? await this.limitRefusal(row, order, manager) : 'unknown';
    if (refusal) await this.repo.release(manager, order.id);
    else await this.repo.redeem(manager, order.id);
    return refusal;
  }

  /** The same check without locks or writes, before a card is charged: the payment is refused early when it can be. */
  async refusalBeforePayment(order: { id: string; userId: string | null }): Promise<PaymentRefusal | null> {
    const pending = await this.repo.pendingRedemption(order.id);
    if (!pending) return null;
    const row = await this.repo.findById(pending.codeId);
    return row ? this.limitRefusal(row, order) : 'unknown';
  }

  /** A paid order that is not kept (cancelled before it was paid): its reservation never becomes a use. */
  release(manager: EntityManager, orderId: string): Promise<void> {
    return this.repo.release(manager, orderId);
  }

  /**
   * Called by the orders module in the unit of work that records a refund or a cancellation of an order (its row
   * locked): a paid order now cancelled with all its money back gives its code's use back (the domain's
   * discountUseGivenBack), so the next customer can use it and it is not counted as given. Anything else keeps the
   * use. Idempotent.
   */
  async afterOrderMoney(manager: EntityManager, order: OrderMoney & { id: string }): Promise<void> {
    if (discountUseGivenBack(order)) await this.repo.giveBack(order.id, manager);
  }

  /** The paid orders that used a code and the discount they got, as the Discounts list counts them. */
  givenTotals(): Promise<{ orders: number; cents: number }> {
    return this.repo.givenTotals();
  }

  private async limitRefusal(
    row: DiscountCodeRow,
    order: { id: string; userId: string | null },
    manager?: EntityManager,
  ): Promise<PaymentRefusal | null> {
    return discountLimitRefusal(row, await this.repo.paidUsage(row.id, order.userId, order.id, manager));
  }

  private async countAttempt(asker: DiscountAsker): Promise<void> {
    try {
      await this.limiter.hit([
        [DISCOUNT_RATE_LIMITS.perUser, asker.userId],
        ...(asker.ip ? [[DISCOUNT_RATE_LIMITS.perIp, asker.ip] as const] : []),
      ]);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMIT.EXCEEDED') {
        throw new AppError('RATE_LIMIT.EXCEEDED', DISCOUNT_RATE_LIMIT_MESSAGE, {
          ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        });
      }
      throw error;
    }
  }

  // ---- staff ----------------------------------------------------------------------------------------------

  /** Creates a code (400 with the field messages, 409 when the code exists in any case). */
  async create(
    user: AuthenticatedUser,
    input: DiscountCodeInput & { oncePerCustomer?: boolean; firstOrderOnly?: boolean },
  ): Promise<AdminDiscountRow> {
    const errors = validateDiscountInput(input);
    const messages = Object.values(errors);
    if (messages.length > 0) {
      throw new AppError('VALIDATION.FAILED', messages[0] ?? 'Invalid discount code', {
        details: messages,
        extra: { errors },
      });
    }
    const created = await this.repo.create({
      code: normalizeDiscountCode(input.code),
      kind: input.kind as DiscountKind,
      value: input.value,
      minOrderCents: input.minOrderCents ?? 0,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      maxUses: input.maxUses ?? null,
      oncePerCustomer: input.oncePerCustomer ?? false,
      firstOrderOnly: input.firstOrderOnly ?? false,
      createdBy: user.id,
    });
    if (!created) {
      throw new AppError('DISCOUNT.CODE_TAKEN', 'A discount code with these letters already exists.');
    }
    return this.withStatus({ ...created, uses: 0, reserved: 0, discountCents: 0, revenueCents: 0 });
  }

  async list(): Promise<AdminDiscountRow[]> {
    return (await this.repo.list(this.expiryHours, this.clock.now())).map((row) => this.withStatus(row));
  }

  /** Deactivates a code (404 unknown); the list's row as it is now. */
  async deactivate(id: string): Promise<AdminDiscountRow> {
    const row = await this.repo.deactivate(id);
    if (!row) throw new AppError('DISCOUNT.NOT_FOUND', 'Discount code not found');
    const listed = (await this.list()).find((c) => c.id === id);
    return listed ?? this.withStatus({ ...row, uses: 0, reserved: 0, discountCents: 0, revenueCents: 0 });
  }

  /** The status by the customer's rule: the uses counted against the total are the paid ones and the reservations. */
  private withStatus(row: DiscountCodeStatsRow): AdminDiscountRow {
    return {
      ...row,
      status: discountStatus(row, { now: this.clock.now(), usesSoFar: row.uses + row.reserved }),
    };
  }
}
