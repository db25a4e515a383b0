import { Inject, Injectable } from '@nestjs/common';
import {
  countryName,
  isTimeZone,
  isValid,
  checkoutFormAddress,
  lookupPrintOption,
  normaliseGift,
  normalizeAddress,
  profileIsEmpty,
  validateCheckout,
  validateGift,
  type FieldErrors,
  type GiftDetails,
  type ShippingMethod,
} from '@petart/domain';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import {
  type OrderMetadataJson,
  type OrderShippingAddressJson,
  OrderLifecycle,
  OrdersRepository,
  type OrderRecord,
} from '../orders';
import { CartService, type CartLine } from '../cart';
import { DiscountsService } from '../discounts';
import { GiftCardsService, type GiftCardQuote } from '../gift-cards';
import { PaymentEventsService } from '../payments';
import { UsersRepository } from '../users';
import { PricingService, toEstimatesDto, type PricedCart } from '../pricing';
import type { CustomerInfoDto, PaymentIntentResultDto } from './checkout.dto';
import type { GiftDto } from './gift.dto';

/** The answer to a time zone the runtime does not know (the browser sends its IANA name). */
const CHECKOUT_TIME_ZONE_UNKNOWN = 'Unknown time zone: send an IANA name such as America/New_York';

/** 32 random bytes, base64url (43 characters): the unguessable order reference. */
export function newOrderHash(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * POST /cart/create-payment-intent: validates the form with the domain rules, prices the server-side cart, and in
 * ONE transaction (holding the user's row lock, which serialises double clicks) either reuses the user's unpaid order
 * for the very same cart, address and total, or creates the order and its line items; the name, phone and shipping
 * info are saved to the profile in the same transaction when the customer asked (saveAsMyDetails; unasked, only
 * while the account has no details of its own). The payment is then created with the order hash as idempotency
 * key, so a repeat for the same order yields the same payment.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly users: UsersRepository,
    private readonly cart: CartService,
    private readonly discounts: DiscountsService,
    private readonly giftCards: GiftCardsService,
    private readonly paymentEvents: PaymentEventsService,
  ) {}

  async createPaymentIntent(
    user: AuthenticatedUser,
    info: CustomerInfoDto,
    discount: {
      code?: string | undefined;
      ip?: string | undefined;
      /** The shipping method chosen (standard when absent); one not offered is a 400. */
      shippingMethod?: ShippingMethod | undefined;
      giftCardCode?: string | undefined;
      /** Show me a proof before printing (D-300). */
      proof?: boolean | undefined;
    } = {},
    giftInput?: GiftDto,
  ): Promise<PaymentIntentResultDto> {
    const form = this.normalise(info);
    // A gift's details are checked with the form, so one answer names every field to fix (D-274).
    const gift = giftInput ? normaliseGift(giftInput) : undefined;
    const errors: FieldErrors = { ...validateCheckout(form), ...(gift ? validateGift(gift) : {}) };
    if (form.timeZone && !isTimeZone(form.timeZone)) errors.timeZone = CHECKOUT_TIME_ZONE_UNKNOWN;
    if (!isValid(errors)) {
      const details = Object.values(errors).filter((m): m is string => m !== undefined);
      throw new AppError('VALIDATION.FAILED', 'Form validation failed', {
        details,
        extra: { errors },
      });
    }

    const cart = await this.cart.rows(user.id);
    if (cart.length === 0) throw new AppError('CART.EMPTY', 'Your cart is empty');
    const lines = cart.map((row) => {
      const option = lookupPrintOption(row.printType, row.printSize, { orderable: false });
      if (!option.ok) {
        throw new AppError(
          'CART.PRINT_SIZE_INVALID',
          `${row.printType} ${row.printSize} is no longer available`,
        );
      }
      return { ...row, type: option.type, size: option.size };
    });
    const address = this.pricing.quoteAddress(checkoutFormAddress(form));
    const priced = await this.pricing.priceWithCode(
      lines.map((l) => ({
        printType: l.type.value,
        printSize: l.size.value,
        quantity: l.quantity,
        optionCents: this.cart.optionCents(l),
      })),
      address,
      { userId: user.id, ip: discount.ip },
      discount.code,
      discount.shippingMethod,
      discount.proof,
    );
    // What a gift card pays of the total (the card payment is the rest), held with the order below.
    const giftCard = discount.giftCardCode
      ? await this.giftCards.quote(
          { userId: user.id, ip: discount.ip },
          discount.giftCardCode,
          priced.price.totalCents,
        )
      : null;
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify({
          lines: lines.map((l) => [
            l.sessionId,
            l.type.value,
            l.size.value,
            l.imageUrl,
            l.quantity,
            l.personalisation ?? null,
          ]),
          form,
          discount: priced.discount?.code ?? null,
          total: priced.price.totalCents,
          ...(gift ? { gift } : {}),
          shippingMethod: priced.shippingMethod,
          ...(discount.proof ? { proof: true } : {}),
          ...(giftCard ? { giftCard: [giftCard.cardId, giftCard.appliedCents] } : {}),
        }),
      )
      .digest('base64url');

    const order = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(manager, user.id);
      const existing = await this.orders.findReusableUnpaid(manager, user.id, fingerprint);
      const profile = await this.users.profileDetails(manager, user.id);
      const saved =
        existing ??
        (await this.insertOrder(
          manager,
          user,
          form,
          lines,
          priced,
          fingerprint,
          discount.proof === true,
          gift && {
            ...gift,
            // "From Ada": the buyer's first name on the account; an account without one gave its name at this checkout.
            senderName: (profile.firstName?.trim() || form.firstName).slice(0, 100),
          },
        ));
      // The code is reserved with the order under its row lock (D-176); other unpaid orders' reservations end.
      await this.discounts.reserveForOrder(manager, {
        userId: user.id,
        orderId: saved.id,
        quote: priced.discount,
        subtotalCents: priced.price.productCents,
      });
      // The card's share is held under the card's row lock: of two checkouts spending one card, one wins (D-277).
      await this.giftCards.holdForOrder(manager, { userId: user.id, orderId: saved.id, quote: giftCard });
      // The account's details change only when the customer asks ("Save as my details"); unasked, only an account
      // without details of its own takes them. A gift shipped elsewhere never replaces the buyer's profile.
      const save = info.saveAsMyDetails ?? (!gift && profileIsEmpty(profile));
      if (save) await this.saveProfile(manager, user.id, form);
      return saved;
    });

    const dueCents = order.totalAmount - (giftCard?.appliedCents ?? 0);
    if (giftCard && dueCents <= 0) return this.payWithGiftCard(order, giftCard);
    let clientSecret: string;
    if (order.stripePaymentId) {
      clientSecret = await this.gateway.clientSecretFor(order.stripePaymentId);
    } else {
      const payment = await this.gateway.createPayment({
        orderHash: order.orderHash,
        amountCents: dueCents,
        currency: 'usd',
        idempotencyKey: order.orderHash,
        customerEmail: form.email,
        metadata: {
          orderHash: order.orderHash,
          userId: user.id,
          productPrice: String(priced.price.productCents),
          shippingCost: String(priced.price.shippingCents),
          shippingMethod: priced.shippingMethod,
          taxAmount: String(priced.price.taxCents),
          ...(priced.discount
            ? { discountCode: priced.discount.code, discountCents: String(priced.price.discountCents) }
            : {}),
          ...(giftCard ? { giftCardCents: String(giftCard.appliedCents) } : {}),
        },
      });
      // Two racing requests for the same order get the same payment (same idempotency key); the first stores it.
      await this.lifecycle.attachPayment(order.id, payment.paymentId);
      clientSecret = payment.clientSecret;
    }
    return {
      success: true,
      clientSecret,
      orderHash: order.orderHash,
      paymentProvider: this.gateway.provider,
      ...(this.gateway.provider === 'stripe' && this.config.stripe.publishableKey
        ? { publishableKey: this.config.stripe.publishableKey }
        : {}),
      ...(giftCard ? { giftCardCents: giftCard.appliedCents } : {}),
    };
  }

  /**
   * An order the gift card pays in full: no card payment, yet the same payment lifecycle as a card's (the
   * payment-succeeded handler, exactly once by its event id), under a payment id of its own.
   */
  private async payWithGiftCard(
    order: OrderRecord,
    giftCard: GiftCardQuote,
  ): Promise<PaymentIntentResultDto> {
    const paymentId = `giftcard_${order.orderHash}`;
    await this.lifecycle.attachPayment(order.id, paymentId);
    const outcome = await this.paymentEvents.handleSucceeded({
      provider: 'gift_card',
      eventId: paymentId,
      type: 'gift_card.paid',
      paymentId,
      orderHash: order.orderHash,
    });
    if (outcome === 'not_kept') {
      throw new AppError(
        'GIFT_CARD.BALANCE_USED',
        'This order could not be kept, so the gift card has not been charged: go back to your cart and try again.',
      );
    }
    return {
      success: true,
      clientSecret: '',
      orderHash: order.orderHash,
      paymentProvider: this.gateway.provider,
      giftCardCents: giftCard.appliedCents,
      paidWithGiftCard: true,
    };
  }

  /** Trimmed form values; the address normalised by the domain (`country` the ISO code, countryCode winning). */
  private normalise(info: CustomerInfoDto) {
    const trim = (value: string | undefined): string => (value ?? '').trim();
    const address = normalizeAddress({ ...checkoutFormAddress(info), countryCode: info.countryCode });
    return {
      email: trim(info.email).toLowerCase(),
      phone: trim(info.phone),
      firstName: trim(info.firstName),
      lastName: trim(info.lastName),
      address: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.region,
      postalCode: address.zip,
      country: address.country,
      timeZone: trim(info.timeZone),
    };
  }

  private async insertOrder(
    manager: EntityManager,
    user: AuthenticatedUser,
    form: ReturnType<CheckoutService['normalise']>,
    lines: (CartLine & {
      type: { value: string };
      size: {
        value: string;
        priceCents: number;
        printify: { blueprintId: number; printProviderId: number; variantId: number };
      };
    })[],
    priced: PricedCart,
    fingerprint: string,
    proofRequested: boolean,
    gift?: GiftDetails & { senderName: string },
  ): Promise<OrderRecord> {
    const orderHash = newOrderHash();
    const shippingAddress: OrderShippingAddressJson = {
      first_name: form.firstName,
      last_name: form.lastName,
      ...normalizeAddress(checkoutFormAddress(form)),
      // The region as the quote normalised it (upper-cased).
      region: priced.address.region ?? '',
    };
    const estimate = toEstimatesDto(priced.estimate);
    const metadata: OrderMetadataJson = {
      productPrice: priced.price.productCents,
      shippingCost: priced.price.shippingCents,
      cartFingerprint: fingerprint,
      ...(priced.discount
        ? { discount: { code: priced.discount.code, amountCents: priced.price.discountCents } }
        : {}),
      countryName: countryName(form.country),
      ...(form.timeZone ? { timeZone: form.timeZone } : {}),
      deliveryEstimate: {
        range: estimate.combinedRange,
        min: priced.estimate.combined.min,
        max: priced.estimate.combined.max,
        hasMultipleProviders: estimate.hasMultipleProviders,
        estimates: estimate.estimates.map(({ label, range, provider, printTypes }) => ({
          label,
          range,
          provider,
          printTypes,
        })),
        ...(estimate.separatePackagesNote ? { separatePackagesNote: estimate.separatePackagesNote } : {}),
      },
    };
    const first = lines[0];
    return this.lifecycle.create(manager, {
      orderHash,
      userId: user.id,
      sessionId: first?.sessionId ?? null,
      customerName: `${form.firstName} ${form.lastName}`.slice(0, 100),
      customerEmail: form.email,
      customerPhone: form.phone,
      shippingAddress,
      printSize: first?.size.value ?? null,
      printType: first?.type.value ?? null,
      imageUrl: first?.imageUrl ?? null,
      totalAmount: priced.price.totalCents,
      taxCalculationId: priced.taxCalculationId,
      taxAmount: priced.price.taxCents,
      shippingMethod: priced.shippingMethod,
      proofRequested,
      metadata,
      gift: gift ?? null,
      // Unit prices from the catalogue (priced.price.lines is in cart order).
      lines: lines.map((line, ord) => {
        const pricedLine = priced.price.lines[ord];
        return {
          sessionId: line.sessionId,
          printType: line.type.value,
          printSize: line.size.value,
          imageUrl: line.imageUrl,
          quantity: line.quantity,
          unitPrice: pricedLine?.unitCents ?? line.size.priceCents,
          lineTotal: pricedLine?.lineCents ?? line.size.priceCents * line.quantity,
          // Printify products are created per order by the fulfilment adapter; until then the blueprint id
          // identifies the product family and the variant id the exact print.
          printifyProductId: String(line.size.printify.blueprintId),
          printifyVariantId: line.size.printify.variantId,
          personalisation: line.personalisation ?? null,
          petCount: line.petCount,
        };
      }),
    });
  }

  /** Saves the checkout's name, phone and shipping info to the profile (as settings would). */
  private async saveProfile(
    manager: EntityManager,
    userId: string,
    form: ReturnType<CheckoutService['normalise']>,
  ) {
    await this.users.saveCheckoutProfile(manager, userId, {
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      shippingInfo: {
        ...normalizeAddress(checkoutFormAddress(form)),
        countryCode: form.country,
        countryName: countryName(form.country),
      },
    });
  }
}
