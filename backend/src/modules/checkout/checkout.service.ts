import { Inject, Injectable } from '@nestjs/common';
import {
  countryName,
  findSize,
  getPrintType,
  isKnownCountry,
  isValid,
  MESSAGES,
  normalizeCountryCode,
  validateCheckout,
} from '@petart/domain';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGatewayService } from '../../adapters/payments/payment-gateway.token';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import type { OrderMetadataJson, OrderShippingAddressJson } from '../orders/order.entity';
import { PricingService, toEstimatesDto, type PricedCart } from '../pricing/pricing.service';
import type { CustomerInfoDto, PaymentIntentResultDto } from './checkout.dto';

interface CartRow {
  session_id: string;
  print_type: string;
  print_size: string;
  image_url: string;
  quantity: number;
}

interface ReusableOrder {
  id: string;
  order_hash: string;
  stripe_payment_id: string | null;
  total_amount: number;
}

/** 32 random bytes, base64url (43 characters): the unguessable order reference. */
export function newOrderHash(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * POST /cart/create-payment-intent: validates the form with the domain rules, prices the server-side cart, and in
 * ONE transaction (holding the user's row lock, which serialises double clicks) either reuses the user's unpaid order
 * for the very same cart, address and total, or creates the order and its line items; the profile's name, phone and
 * shipping info are saved in the same transaction. The payment is then created with the order hash as idempotency
 * key, so a repeat for the same order yields the same payment.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createPaymentIntent(user: AuthenticatedUser, info: CustomerInfoDto): Promise<PaymentIntentResultDto> {
    const form = this.normalise(info);
    const errors = validateCheckout(form);
    if (!isKnownCountry(form.country) && errors.country === undefined)
      errors.country = MESSAGES.countryRequired;
    if (!isValid(errors)) {
      const details = Object.values(errors).filter((m): m is string => m !== undefined);
      throw new AppError('VALIDATION.FAILED', 'Form validation failed', {
        details,
        extra: { success: false, errors },
      });
    }

    const cart = await this.dataSource.query<CartRow[]>(
      `SELECT session_id, print_type, print_size, image_url, quantity FROM cart_items
        WHERE user_id = $1 ORDER BY created_at, id`,
      [user.id],
    );
    if (cart.length === 0)
      throw new AppError('CART.EMPTY', 'Your cart is empty', { extra: { success: false } });
    const lines = cart.map((row) => {
      const type = getPrintType(row.print_type);
      const size = findSize(row.print_type, row.print_size);
      if (!type || !size) {
        throw new AppError(
          'CART.PRINT_SIZE_INVALID',
          `${row.print_type} ${row.print_size} is no longer available`,
        );
      }
      return { ...row, type, size };
    });
    const address = this.pricing.validateAddress({
      country: form.country,
      state: form.state,
      postalCode: form.postalCode,
      city: form.city,
      address1: form.address,
    });
    const priced = await this.pricing.price(
      lines.map((l) => ({ printType: l.type.value, printSize: l.size.value, quantity: l.quantity })),
      address,
    );
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify({
          lines: lines.map((l) => [l.session_id, l.type.value, l.size.value, l.image_url, l.quantity]),
          form,
          total: priced.price.totalCents,
        }),
      )
      .digest('base64url');

    const order = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const [existing] = await manager.query<ReusableOrder[]>(
        `SELECT id, order_hash, stripe_payment_id, total_amount FROM orders
          WHERE user_id = $1 AND invoice_status IN ('pending', 'failed') AND metadata->>'cartFingerprint' = $2
          ORDER BY created_at DESC LIMIT 1`,
        [user.id, fingerprint],
      );
      const saved = existing ?? (await this.insertOrder(manager, user, form, lines, priced, fingerprint));
      await this.saveProfile(manager, user.id, form);
      return saved;
    });

    let clientSecret: string;
    if (order.stripe_payment_id) {
      clientSecret = await this.gateway.clientSecretFor(order.stripe_payment_id);
    } else {
      const payment = await this.gateway.createPayment({
        orderHash: order.order_hash,
        amountCents: order.total_amount,
        currency: 'usd',
        idempotencyKey: order.order_hash,
        customerEmail: form.email,
        metadata: {
          orderHash: order.order_hash,
          userId: user.id,
          productPrice: String(priced.price.productCents),
          shippingCost: String(priced.price.shippingCents),
          taxAmount: String(priced.price.taxCents),
        },
      });
      // Two racing requests for the same order get the same payment (same idempotency key); the first stores it.
      await this.dataSource.query(
        `UPDATE orders SET stripe_payment_id = $2, updated_at = now() WHERE id = $1 AND stripe_payment_id IS NULL`,
        [order.id, payment.paymentId],
      );
      clientSecret = payment.clientSecret;
    }
    return {
      success: true,
      clientSecret,
      orderHash: order.order_hash,
      paymentProvider: this.gateway.provider,
      ...(this.gateway.provider === 'stripe' && this.config.stripe.publishableKey
        ? { publishableKey: this.config.stripe.publishableKey }
        : {}),
    };
  }

  /** Trimmed form values; `country` becomes the ISO code (countryCode wins when sent). */
  private normalise(info: CustomerInfoDto) {
    const trim = (value: string | undefined): string => (value ?? '').trim();
    const country = normalizeCountryCode(trim(info.countryCode) || trim(info.country));
    return {
      email: trim(info.email).toLowerCase(),
      phone: trim(info.phone),
      firstName: trim(info.firstName),
      lastName: trim(info.lastName),
      address: trim(info.address),
      address2: trim(info.address2),
      city: trim(info.city),
      state: trim(info.state),
      postalCode: trim(info.postalCode),
      country,
    };
  }

  private async insertOrder(
    manager: EntityManager,
    user: AuthenticatedUser,
    form: ReturnType<CheckoutService['normalise']>,
    lines: (CartRow & {
      type: { value: string };
      size: {
        value: string;
        priceCents: number;
        printify: { blueprintId: number; printProviderId: number; variantId: number };
      };
    })[],
    priced: PricedCart,
    fingerprint: string,
  ): Promise<ReusableOrder> {
    const orderHash = newOrderHash();
    const shippingAddress: OrderShippingAddressJson = {
      first_name: form.firstName,
      last_name: form.lastName,
      address1: form.address,
      address2: form.address2,
      city: form.city,
      region: priced.address.region ?? '',
      zip: form.postalCode,
      country: form.country,
    };
    const estimate = toEstimatesDto(priced.estimate);
    const metadata: OrderMetadataJson = {
      productPrice: priced.price.productCents,
      shippingCost: priced.price.shippingCents,
      cartFingerprint: fingerprint,
      countryName: countryName(form.country),
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
    const [order] = await manager.query<ReusableOrder[]>(
      `INSERT INTO orders (order_hash, user_id, session_id, customer_name, customer_email, customer_phone,
                           shipping_address, print_size, print_type, image_url, total_amount, tax_calculation_id,
                           tax_amount, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::jsonb)
       RETURNING id, order_hash, stripe_payment_id, total_amount`,
      [
        orderHash,
        user.id,
        first?.session_id ?? null,
        `${form.firstName} ${form.lastName}`.slice(0, 100),
        form.email,
        form.phone,
        JSON.stringify(shippingAddress),
        first?.size.value ?? null,
        first?.type.value ?? null,
        first?.image_url ?? null,
        priced.price.totalCents,
        priced.taxCalculationId,
        priced.price.taxCents,
        JSON.stringify(metadata),
      ],
    );
    if (!order) throw new Error('Order insert returned no row');
    // All lines in one statement; unit prices from the catalogue (priced.price.lines is in cart order).
    await manager.query(
      // created_at is spaced by a microsecond per line so that reads ordered by (created_at, id) keep cart order.
      `INSERT INTO order_line_items (order_id, session_id, print_type, print_size, image_url, quantity, unit_price,
                                     line_total, printify_product_id, printify_variant_id, created_at)
       SELECT $1, l.session_id, l.print_type, l.print_size, l.image_url, l.quantity, l.unit_price, l.line_total,
              l.printify_product_id, l.printify_variant_id, now() + l.ord * interval '1 microsecond'
         FROM jsonb_to_recordset($2::jsonb) AS l(session_id varchar, print_type varchar, print_size varchar,
              image_url text, quantity int, unit_price int, line_total int, printify_product_id varchar,
              printify_variant_id int, ord int)
        ORDER BY l.ord`,
      [
        order.id,
        JSON.stringify(
          lines.map((line, ord) => {
            const pricedLine = priced.price.lines[ord];
            return {
              session_id: line.session_id,
              print_type: line.type.value,
              print_size: line.size.value,
              image_url: line.image_url,
              quantity: line.quantity,
              unit_price: pricedLine?.unitCents ?? line.size.priceCents,
              line_total: pricedLine?.lineCents ?? line.size.priceCents * line.quantity,
              // Printify products are created per order by the fulfilment adapter; until then the blueprint id
              // identifies the product family and the variant id the exact print.
              printify_product_id: String(line.size.printify.blueprintId),
              printify_variant_id: line.size.printify.variantId,
              ord,
            };
          }),
        ),
      ],
    );
    return order;
  }

  /** Saves the checkout's name, phone and shipping info to the profile (as settings would). */
  private async saveProfile(
    manager: EntityManager,
    userId: string,
    form: ReturnType<CheckoutService['normalise']>,
  ) {
    const shippingInfo = {
      address1: form.address,
      address2: form.address2,
      city: form.city,
      region: form.state,
      zip: form.postalCode,
      country: form.country,
      countryCode: form.country,
      countryName: countryName(form.country),
    };
    await manager.query(
      `UPDATE users SET first_name = $2, last_name = $3, phone = $4, shipping_info = $5::jsonb, updated_at = now()
        WHERE id = $1`,
      [userId, form.firstName, form.lastName, form.phone, JSON.stringify(shippingInfo)],
    );
  }
}
