import { Inject, Injectable } from '@nestjs/common';
import {
  discountRefusalMessage,
  isCancelledOrder,
  PAYMENT_GATEWAY,
  toPaymentStatus,
  type NameOnPrint,
  TEST_CARD_PAYMENTS,
  type PaymentGateway,
  type TestCard,
  type TestCardPayments,
} from '@petart/domain';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { CartItemsRepository } from '../cart';
import { DiscountsService, type PaymentRefusal } from '../discounts';
import { GiftCardsService } from '../gift-cards';
import { OrdersRepository, type OrderRecord } from '../orders';
import { PaymentEventsService } from './payment-events.service';

/** What the payment refuses, in the customer's words. */
export const PAYMENT_MESSAGES = {
  orderCancelled: 'This order was cancelled, so it can no longer be paid. Your card has not been charged.',
  cartChanged:
    'Your cart changed after you started paying. Your card has not been charged: review your order and pay the new total.',
  orderExpired:
    'This checkout has expired, so it can no longer be paid. Your card has not been charged: review your cart and pay again.',
  discountRefused: (reason: PaymentRefusal): string =>
    `${discountRefusalMessage(reason)} Your card has not been charged: go back to your cart to pay without it.`,
  giftCardSpent:
    "This gift card's balance was used by another order, so this order is not kept. Your payment went through, so it is refunded in full; we will email you once the refund is made.",
  discountRefunded: (reason: PaymentRefusal): string =>
    `${discountRefusalMessage(reason)} Your payment went through, so it is refunded in full; we will email you once the refund is made.`,
} as const;

/** Which card form the shop shows: the gateway's provider and, for Stripe, its publishable key. */
export interface PaymentFormConfig {
  provider: 'local' | 'stripe';
  publishableKey?: string;
  testMode: boolean;
}

/** The payment use cases the shop calls directly: the card form's configuration and the local test gateway. */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(TEST_CARD_PAYMENTS) private readonly testCards: TestCardPayments | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: PaymentEventsService,
    private readonly orders: OrdersRepository,
    private readonly cartItems: CartItemsRepository,
    private readonly discounts: DiscountsService,
    private readonly giftCards: GiftCardsService,
  ) {}

  /** Which card form the shop shows. */
  formConfig(): PaymentFormConfig {
    if (this.gateway.provider === 'stripe') {
      const publishableKey = this.config.stripe.publishableKey ?? '';
      return { provider: 'stripe', publishableKey, testMode: publishableKey.startsWith('pk_test_') };
    }
    return { provider: 'local', testMode: true };
  }

  /**
   * Pays with a test card through the local test gateway (404 with any other gateway): the card is checked here and
   * the outcome goes through the same exactly-once handlers as a Stripe webhook. Only the order's owner (or staff)
   * may pay it.
   */
  async confirmLocal(
    user: AuthenticatedUser,
    clientSecret: string,
    card: TestCard,
  ): Promise<{ status: 'succeeded'; orderHash: string }> {
    const gateway = this.testCards;
    if (!gateway) throw new AppError('HTTP.NOT_FOUND', 'Not found');
    const paymentId = gateway.paymentIdFromClientSecret(clientSecret.trim());
    const notFound = new AppError('PAYMENT.NOT_FOUND', 'Payment not found');
    if (!paymentId) throw notFound;
    const order = await this.orders.findByPaymentId(paymentId);
    // A gift card's purchase is paid with the same form: the card is issued by the same payment handler.
    const purchase = order ? undefined : await this.giftCards.purchaseByPayment(paymentId);
    const payer = order ?? (purchase && { userId: purchase.buyerUserId, orderHash: purchase.purchaseHash });
    if (!payer || (payer.userId !== user.id && !user.isAdmin)) throw notFound;

    if (order) await this.refuseStale(order, paymentId);

    const amountCents = order?.totalAmount ?? purchase?.amountCents ?? 0;
    const check = gateway.checkCard(card);
    const ref = {
      provider: 'local' as const,
      eventId: `evt_local_${randomUUID()}`,
      paymentId,
      orderHash: payer.orderHash,
    };
    if (check.outcome === 'invalid') {
      throw new AppError('PAYMENT.CARD_INVALID', check.message, { extra: { declineCode: check.code } });
    }
    if (check.outcome === 'declined') {
      gateway.recordStatus(paymentId, 'requires_payment_method', amountCents);
      await this.events.handleFailed(
        { ...ref, type: 'payment_intent.payment_failed' },
        { code: check.declineCode, message: check.message },
      );
      throw new AppError('PAYMENT.CARD_DECLINED', check.message, {
        extra: { declineCode: check.declineCode },
      });
    }
    const outcome = await this.events.handleSucceeded({ ...ref, type: 'payment_intent.succeeded' });
    gateway.recordStatus(paymentId, 'succeeded', amountCents);
    if (order && outcome === 'not_kept') await this.refuseNotKept(order.id);
    return { status: 'succeeded', orderHash: payer.orderHash };
  }

  /**
   * The payment went through but the order is not kept (its discount code no longer held at that moment, D-206): the
   * customer is told at once (409); the refund job queued with the payment gives the money back and emails them.
   */
  private async refuseNotKept(orderId: string): Promise<never> {
    const reason = (await this.orders.findById(orderId))?.metadata.notKept?.reason;
    if (reason === 'expired') throw new AppError('PAYMENT.ORDER_EXPIRED', PAYMENT_MESSAGES.orderExpired);
    if (reason === 'gift_card_spent') {
      throw new AppError('GIFT_CARD.BALANCE_USED', PAYMENT_MESSAGES.giftCardSpent, {
        extra: { refunded: true },
      });
    }
    const refusal = (reason?.replace(/^discount_/, '') ?? 'unknown') as PaymentRefusal;
    throw new AppError('PAYMENT.DISCOUNT_UNAVAILABLE', PAYMENT_MESSAGES.discountRefunded(refusal), {
      extra: { reason: refusal, refunded: true },
    });
  }

  /**
   * A payment that must no longer be made: its order expired or was cancelled (or its payment cancelled at the
   * provider), its discount code no longer holds, or the cart changed since the payment began (the customer would pay
   * the old total and lose the change). Refused with 409 before the card is charged; the shop then starts a payment
   * for the cart as it is now.
   */
  private async refuseStale(order: OrderRecord, paymentId: string): Promise<void> {
    if (order.paidAt) return; // already paid: the handler answers it as it is
    // After a restart the local gateway no longer knows the payment's status; the order row still says enough.
    const status = await this.gateway.getPaymentStatus(paymentId).then(
      (payment) => payment.status,
      () => undefined,
    );
    if (toPaymentStatus(order.invoiceStatus) === 'expired') {
      throw new AppError('PAYMENT.ORDER_EXPIRED', PAYMENT_MESSAGES.orderExpired);
    }
    if (isCancelledOrder(order) || status === 'canceled') {
      throw new AppError('PAYMENT.ORDER_CANCELLED', PAYMENT_MESSAGES.orderCancelled);
    }
    // The code's limits are checked again when the money is taken (D-205); refused here first when already clear.
    // Only an order priced with a code (metadata.discount) has a redemption to check.
    const refusal = order.metadata.discount ? await this.discounts.refusalBeforePayment(order) : null;
    if (refusal) {
      throw new AppError('PAYMENT.DISCOUNT_UNAVAILABLE', PAYMENT_MESSAGES.discountRefused(refusal), {
        extra: { reason: refusal },
      });
    }
    const [lines, cart] = await Promise.all([
      this.orders.lines(order.id),
      order.userId ? this.cartItems.lines(order.userId) : [],
    ]);
    type Line = {
      sessionId: string | null;
      printType: string;
      printSize: string;
      imageUrl: string | null;
      personalisation?: NameOnPrint | null;
    };
    // The name on the print is part of the line: a renamed line is a changed line (both read back from jsonb, so
    // equal names serialise alike).
    const key = (l: Line) =>
      [l.sessionId, l.printType, l.printSize, l.imageUrl, JSON.stringify(l.personalisation ?? null)].join(
        '|',
      );
    const inCart = new Map(cart.map((line) => [key(line), line.quantity]));
    // Lines added since are not part of this order (they stay in the cart); a line of the order changed or removed is.
    if (lines.every((line) => inCart.get(key(line)) === line.quantity)) return;
    // A concurrent confirmation may just have paid the order (and cleared its lines from the cart).
    if ((await this.orders.findById(order.id))?.paidAt) return;
    throw new AppError('PAYMENT.CART_CHANGED', PAYMENT_MESSAGES.cartChanged);
  }
}
