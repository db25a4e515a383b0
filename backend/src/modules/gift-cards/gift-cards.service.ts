import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  GIFT_CARD_MESSAGES,
  giftCardAmountProblem,
  giftCardCodeEnd,
  giftCardCodeFrom,
  giftCardCoverage,
  giftCardRefusalMessage,
  isGiftCardCode,
  MAILER,
  type Mailer,
  normalizeGiftCardCode,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  shopPaths,
  shopUrl,
  splitGiftCardRefund,
  type GiftCardRefusal,
} from '@petart/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';
import { giftCardEmail } from './gift-card.email';
import {
  GiftCardsRepository,
  type GiftCardRow,
  type GiftCardWithBalance,
  type LiveWindow,
} from './gift-cards.repository';

const MINUTE = 60_000;

/** Guessing codes: the discount codes' limits (D-177), counted on every balance check and every refused code. */
export const GIFT_CARD_RATE_LIMITS = {
  perUser: { name: 'gift_card:user', limit: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'gift_card:ip', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Who is asking, for the per-user and per-IP limits. */
export interface GiftCardAsker {
  userId: string;
  ip?: string | undefined;
}

/** What a card pays of an order's total, quoted before the checkout's transaction. */
export interface GiftCardQuote {
  cardId: string;
  codeEnd: string;
  balanceCents: number;
  appliedCents: number;
  remainderCents: number;
}

/** A new purchase's payment, for the card form. */
export interface GiftCardPurchaseStarted {
  purchaseHash: string;
  clientSecret: string;
  amountCents: number;
}

/** What the customer asks for when buying a card. */
export interface GiftCardPurchaseInput {
  amountCents: number;
  recipientEmail: string;
  recipientName?: string | undefined;
  senderName?: string | undefined;
  message?: string | undefined;
}

/** The SHA-256 of a normalised code: what the table keeps instead of the code. */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function refused(reason: GiftCardRefusal): AppError {
  const message = giftCardRefusalMessage(reason);
  return new AppError('GIFT_CARD.INVALID', message, { details: [message], extra: { reason } });
}

/**
 * Gift cards (D-277): bought like an order (the PaymentGateway port; issued only when the payment succeeds, by the
 * webhook or the local test-card confirmation), emailed to the recipient, spent at checkout (held with the order under
 * the card's row lock, redeemed when the order is paid), given back by refunds first (D-278), disabled by staff.
 */
@Injectable()
export class GiftCardsService {
  private readonly logger = new Logger(GiftCardsService.name);

  constructor(
    private readonly repo: GiftCardsRepository,
    private readonly limiter: RateLimiterService,
    private readonly jobs: JobQueue,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private window(): LiveWindow {
    return { expiryHours: this.config.afterPayment.orderExpiryHours, now: this.clock.now() };
  }

  // ---- buying -----------------------------------------------------------------------------------------------

  /** Starts a purchase: the card's row (no code yet) and its payment; the card exists once the payment succeeds. */
  async startPurchase(
    user: AuthenticatedUser,
    input: GiftCardPurchaseInput,
  ): Promise<GiftCardPurchaseStarted> {
    const problem = giftCardAmountProblem(input.amountCents);
    if (problem) throw new AppError('VALIDATION.FAILED', problem, { details: [problem] });
    const trimmed = (value: string | undefined) => value?.trim() || null;
    const row = await this.repo.insertPurchase({
      purchaseHash: randomBytes(32).toString('base64url'),
      buyerUserId: user.id,
      buyerEmail: user.email,
      amountCents: input.amountCents,
      recipientEmail: input.recipientEmail.trim().toLowerCase(),
      recipientName: trimmed(input.recipientName),
      senderName: trimmed(input.senderName),
      message: trimmed(input.message),
    });
    const payment = await this.gateway.createPayment({
      orderHash: row.purchaseHash,
      amountCents: row.amountCents,
      currency: 'usd',
      idempotencyKey: `gift-card-${row.purchaseHash}`,
      customerEmail: user.email,
      metadata: { giftCardPurchase: row.purchaseHash, userId: user.id },
    });
    await this.repo.attachPayment(row.id, payment.paymentId);
    return {
      purchaseHash: row.purchaseHash,
      clientSecret: payment.clientSecret,
      amountCents: row.amountCents,
    };
  }

  /** The purchase a payment pays, if it is one (the payment handlers ask when no order has the payment). */
  purchaseByPayment(paymentId: string): Promise<GiftCardRow | undefined> {
    return this.repo.findByPayment(paymentId);
  }

  /**
   * In the payment-succeeded transaction: the purchase of `paymentId` becomes a card, once, with a new code whose
   * email job is queued in the same transaction. 'issued' the first time, 'already_issued' on a repeat, undefined when
   * the payment is not a gift card's.
   */
  async issueOnPayment(
    manager: EntityManager,
    paymentId: string,
  ): Promise<'issued' | 'already_issued' | undefined> {
    const code = giftCardCodeFrom(randomBytes(32));
    const issued = await this.repo.issue(manager, paymentId, {
      hash: giftCardCodeHash(code),
      end: giftCardCodeEnd(code),
    });
    if (!issued) return (await this.repo.findByPayment(paymentId, manager)) ? 'already_issued' : undefined;
    // The code travels only in the email job (the table keeps its hash): the job is the one way to send it.
    await this.jobs.send(manager, OtherJob.GiftCardEmail, { cardId: issued.id, code }, { key: issued.id });
    return 'issued';
  }

  /** The recipient's email with the code and the link that starts the create journey. */
  @OnJob(OtherJob.GiftCardEmail)
  async emailJob({ cardId, code }: { cardId: string; code: string }): Promise<void> {
    const card = await this.repo.findById(cardId);
    if (!card?.issuedAt || card.emailedAt) return;
    await this.mailer.send({
      to: card.recipientEmail,
      ...giftCardEmail({
        code,
        amountCents: card.amountCents,
        recipientName: card.recipientName,
        senderName: card.senderName,
        message: card.message,
        createUrl: shopUrl(this.config.publicUrl, shopPaths.createWithGiftCard(code)),
        supportEmail: this.config.supportEmail,
      }),
      tag: 'gift-card',
    });
    await this.repo.markEmailed(cardId);
    this.logger.log(`Gift card ${cardId} emailed`);
  }

  // ---- spending ---------------------------------------------------------------------------------------------

  /** GET /gift-cards/balance: a code's balance (every check counts against the guessing limits). */
  async balance(asker: GiftCardAsker, rawCode: string): Promise<{ codeEnd: string; balanceCents: number }> {
    await this.countAttempt(asker);
    const card = await this.find(rawCode);
    return { codeEnd: card.codeEnd ?? '', balanceCents: Math.max(0, card.balanceCents) };
  }

  /**
   * What the code pays of `totalCents`, as the checkout asks before its transaction: 400 GIFT_CARD.INVALID with the
   * customer's message when it cannot pay (unknown, disabled, empty; each refusal counts as a guess).
   */
  async quote(asker: GiftCardAsker, rawCode: string, totalCents: number): Promise<GiftCardQuote> {
    try {
      const card = await this.find(rawCode);
      const { appliedCents, remainderCents } = giftCardCoverage(card.balanceCents, totalCents);
      return {
        cardId: card.id,
        codeEnd: card.codeEnd ?? '',
        balanceCents: card.balanceCents,
        appliedCents,
        remainderCents,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'GIFT_CARD.INVALID') await this.countAttempt(asker);
      throw error;
    }
  }

  private async find(rawCode: string): Promise<GiftCardWithBalance> {
    const code = normalizeGiftCardCode(rawCode);
    if (!isGiftCardCode(code)) throw refused('unknown');
    const card = await this.repo.findIssuedByHash(giftCardCodeHash(code), this.window());
    if (!card) throw refused('unknown');
    if (card.disabledAt) throw refused('disabled');
    if (card.balanceCents <= 0) throw refused('empty');
    return card;
  }

  /**
   * In the checkout's transaction, after the order is written: the customer's holds on other unpaid orders end, and
   * the quoted amount is held for this order under the card's row lock, so that of two checkouts spending one card
   * at once the second sees the first's hold. A balance that no longer covers the quote throws 409 with the balance
   * now (the order rolls back); a card disabled meanwhile throws 400.
   */
  async holdForOrder(
    manager: EntityManager,
    h: { userId: string; orderId: string; quote: GiftCardQuote | null },
  ): Promise<void> {
    await this.repo.releaseOthers(manager, h.userId, h.orderId);
    if (!h.quote || h.quote.appliedCents === 0) return;
    const card = await this.repo.lockWithBalance(manager, h.quote.cardId, this.window(), h.orderId);
    if (!card) throw refused('unknown');
    if (card.disabledAt) throw refused('disabled');
    if (card.balanceCents < h.quote.appliedCents) {
      throw new AppError('GIFT_CARD.BALANCE_USED', GIFT_CARD_MESSAGES.balanceUsed(card.balanceCents), {
        extra: { balanceCents: Math.max(0, card.balanceCents) },
      });
    }
    await this.repo.hold(manager, {
      cardId: card.id,
      orderId: h.orderId,
      userId: h.userId,
      amountCents: h.quote.appliedCents,
    });
  }

  /** What the order's card holds for it (cents; 0 without a card): the card payment is the total less this. */
  async heldFor(orderId: string, manager?: EntityManager): Promise<number> {
    const redemption = await this.repo.redemptionOf(orderId, manager);
    return redemption && !redemption.releasedAt ? redemption.amountCents : 0;
  }

  /**
   * In the payment-succeeded transaction (the order's row locked by the caller): the order's share of its card is
   * taken, once, under the card's row lock. The balance the other orders leave must still cover it: it always does
   * while the hold is live, but not when the hold ended meanwhile (the customer started another checkout, the order
   * expired or was cancelled unpaid) and someone spent the balance. Then the hold is released and 'gift_card_spent'
   * answered; the card is never taken below zero.
   */
  async redeemOnPayment(manager: EntityManager, orderId: string): Promise<'gift_card_spent' | null> {
    const redemption = await this.repo.redemptionOf(orderId, manager);
    if (!redemption || redemption.redeemedAt) return null;
    const card = await this.repo.lockWithBalance(manager, redemption.cardId, this.window(), orderId);
    if (!card || card.balanceCents < redemption.amountCents) {
      await this.repo.release(manager, orderId);
      return 'gift_card_spent';
    }
    await this.repo.redeem(manager, orderId);
    return null;
  }

  /**
   * How a refund of `amountCents` of the order splits between its card (first, D-278) and its card payment. The
   * card's share counts even when it was never taken (the payment was not kept): that share is then refunded by
   * nothing coming back to the card, and the card payment is refunded only what it took.
   */
  async refundSplit(
    orderId: string,
    amountCents: number,
  ): Promise<{ toCardCents: number; toPaymentCents: number; cardId: string | null; cardTaken: boolean }> {
    const redemption = await this.repo.redemptionOf(orderId);
    const taken = Boolean(redemption?.redeemedAt && !redemption.releasedAt);
    const split = splitGiftCardRefund({
      refundCents: amountCents,
      cardPaidCents: redemption?.amountCents ?? 0,
      cardRefundedCents: redemption ? await this.repo.cardShareRefunded(orderId) : 0,
    });
    return { ...split, cardId: redemption?.cardId ?? null, cardTaken: taken };
  }

  /** Puts a refund's share back on the card (in the refund's transaction; once per key). */
  async refundToCard(
    manager: EntityManager,
    r: { cardId: string; orderId: string; key: string; amountCents: number },
  ): Promise<boolean> {
    return this.repo.insertRefund(manager, r);
  }

  private async countAttempt(asker: GiftCardAsker): Promise<void> {
    await this.limiter.hit(
      [
        [GIFT_CARD_RATE_LIMITS.perUser, asker.userId],
        ...(asker.ip ? [[GIFT_CARD_RATE_LIMITS.perIp, asker.ip] as const] : []),
      ],
      GIFT_CARD_MESSAGES.tooManyAttempts,
    );
  }

  // ---- staff ------------------------------------------------------------------------------------------------

  list(): Promise<GiftCardWithBalance[]> {
    return this.repo.list(this.window());
  }

  async detail(id: string) {
    const window = this.window();
    const card = await this.repo.withBalance(id, window);
    if (!card) throw new AppError('GIFT_CARD.NOT_FOUND', 'Gift card not found');
    const [redemptions, refunds] = await Promise.all([
      this.repo.redemptions(id, window),
      this.repo.refunds(id),
    ]);
    return { card, redemptions, refunds };
  }

  /** Disables a card: checkout refuses it from now on; holds already made stay (their orders may still be paid). */
  async disable(id: string, staff: AuthenticatedUser): Promise<GiftCardWithBalance> {
    const row = await this.repo.disable(id, staff.id);
    if (!row) throw new AppError('GIFT_CARD.NOT_FOUND', 'Gift card not found');
    return (await this.repo.withBalance(id, this.window())) as GiftCardWithBalance;
  }
}
