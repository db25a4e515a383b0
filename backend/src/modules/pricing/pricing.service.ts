import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  allocateDiscount,
  arriveByCheck,
  CLOCK,
  type Clock,
  isIsoDate,
  isoDateOf,
  providerHolidaysAround,
  type CartPrice,
  centsToDollars,
  DEFAULT_SHIPPING_METHOD,
  deliveryEstimate,
  type DeliveryEstimateResult,
  offeredShippingMethods,
  SHIPPING_METHOD_LABELS,
  SHIPPING_METHODS,
  type ShippingMethod,
  lookupPrintOption,
  MESSAGES,
  normalizeAddress,
  priceCart,
  type AddressField,
  type AddressInput,
  type QuoteAddress,
  type ShippingQuoter,
  validateAddress,
} from '@petart/domain';
import { SHIPPING_QUOTER } from '@petart/domain';
import { TAX_CALCULATOR, type TaxCalculator } from '@petart/domain';
import { CartService } from '../cart';
import { DiscountsService, type DiscountAsker, type DiscountQuote } from '../discounts';
import { AppError } from '../../platform/http/app-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import type {
  ArriveByDto,
  CalculateCartDto,
  DeliveryEstimatesDto,
  PricingResultDto,
  ShippingMethodOptionDto,
} from './pricing.dto';

/** A line to price: catalogue type and size (validated), quantity >= 1. */
export interface PricingLine {
  printType: string;
  printSize: string;
  quantity: number;
  /** Per-unit price of the line's options (the name on the print), from configuration. */
  optionCents?: number;
}

/**
 * The calculate-cart body's address in the address's own field names: the spec's quote call spells the postal code
 * `postalCode` and the region `state`, with the country beside the address (product.md section 7), and keeps that
 * spelling on the wire.
 */
export function quoteAddressInput(body: Pick<CalculateCartDto, 'country' | 'address'>): AddressInput {
  return {
    country: body.country,
    region: body.address?.state,
    zip: body.address?.postalCode,
    city: body.address?.city,
    address1: body.address?.address1,
  };
}

/** The order in which a quote's address failures are told: the first one is the answer. */
const QUOTE_ERROR_ORDER: readonly AddressField[] = ['country', 'region', 'zip', 'city', 'address1'];

/** A fully priced cart: money in cents, the delivery estimate, and the tax calculation to record once paid. */
export interface PricedCart {
  price: CartPrice;
  estimate: DeliveryEstimateResult;
  taxCalculationId: string | null;
  address: QuoteAddress;
  /** The discount code applied, or null. */
  discount: DiscountQuote | null;
  /** The method priced (its cents are `price.shippingCents`, its ranges `estimate`). */
  shippingMethod: ShippingMethod;
  /** Every method offered for the lines to the address, standard first, with its cents and range. */
  shippingMethods: ShippingMethodOption[];
}

/** A shipping method offered for a cart to an address. */
export interface ShippingMethodOption {
  method: ShippingMethod;
  cents: number;
  /** The cart's combined business-day range with this method. */
  range: { min: number; max: number; range: string };
}

/** The offered methods in the API's shape. */
export function toShippingMethodsDto(options: ShippingMethodOption[]): ShippingMethodOptionDto[] {
  return options.map((o) => ({
    method: o.method,
    label: SHIPPING_METHOD_LABELS[o.method],
    shippingCost: o.cents,
    deliveryTime: o.range.range,
    minDays: o.range.min,
    maxDays: o.range.max,
  }));
}

/** 400 with the domain's message, as the checkout summary shows it. */
function pricingInvalid(message: string): AppError {
  return new AppError('VALIDATION.FAILED', message, { details: [message] });
}

/** 400: the method is not offered for the cart to the address (standard always is where the address is served). */
function methodUnavailable(method: ShippingMethod): AppError {
  const message = `${SHIPPING_METHOD_LABELS[method]} is not available for these items to this address. Choose another shipping method.`;
  return new AppError('PRICING.SHIPPING_METHOD_UNAVAILABLE', message, { details: [message] });
}

/** The delivery estimate in the API's shape. */
export function toEstimatesDto(estimate: DeliveryEstimateResult): DeliveryEstimatesDto {
  return {
    hasMultipleProviders: estimate.hasMultipleProviders,
    estimates: estimate.estimates.map((e) => ({
      label: e.label,
      range: e.range,
      provider: e.provider,
      printTypes: [...e.printTypes],
      min: e.min,
      max: e.max,
    })),
    combinedRange: estimate.combined.range,
    ...(estimate.separatePackagesNote ? { separatePackagesNote: estimate.separatePackagesNote } : {}),
    ...(estimate.canvasTip ? { canvasTip: estimate.canvasTip } : {}),
  };
}

/**
 * Prices carts on the server: product prices from the domain catalogue (never from the client), shipping from the
 * ShippingQuoter, tax from the TaxCalculator on products + shipping, delivery estimates from the domain.
 */
@Injectable()
export class PricingService {
  private readonly logger = new Logger(PricingService.name);

  constructor(
    private readonly cart: CartService,
    @Inject(SHIPPING_QUOTER) private readonly shipping: ShippingQuoter,
    @Inject(TAX_CALCULATOR) private readonly tax: TaxCalculator,
    private readonly discounts: DiscountsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /pricing/calculate-cart (`ip`: for the discount code's guessing limit). */
  async calculate(userId: string, body: CalculateCartDto, ip?: string): Promise<PricingResultDto> {
    const address = this.quoteAddress(quoteAddressInput(body));
    if (body.arriveBy !== undefined && !isIsoDate(body.arriveBy)) {
      throw pricingInvalid('arriveBy is not a real date');
    }
    const lines = body.items ? this.validateLines(body.items) : await this.cartLines(userId);
    if (lines.length === 0) throw new AppError('CART.EMPTY', 'Your cart is empty');
    const priced = await this.priceWithCode(
      lines,
      address,
      { userId, ip },
      body.discountCode,
      body.shippingMethod,
      body.proof,
    );
    return {
      success: true,
      message: 'Pricing calculated',
      productPrice: centsToDollars(priced.price.productCents),
      shippingCost: priced.price.shippingCents,
      taxAmount: priced.price.taxCents,
      total: centsToDollars(priced.price.totalCents),
      ...(priced.discount
        ? { discountCode: priced.discount.code, discountCents: priced.price.discountCents }
        : {}),
      deliveryTime: priced.estimate.combined.range,
      deliveryEstimates: toEstimatesDto(priced.estimate),
      shippingMethod: priced.shippingMethod,
      shippingMethods: toShippingMethodsDto(priced.shippingMethods),
      ...(body.arriveBy ? { arriveBy: this.arriveBy(body.arriveBy, priced) } : {}),
    };
  }

  /**
   * Whether the priced method arrives by `day` for an order placed today (the shop's clock, a UTC day), and which
   * offered method does when it does not (docs/decisions.md D-271).
   */
  private arriveBy(day: string, priced: PricedCart): ArriveByDto {
    const today = isoDateOf(this.clock.now());
    const answer = arriveByCheck({
      arriveBy: day,
      today,
      method: priced.shippingMethod,
      options: priced.shippingMethods.map((o) => ({ method: o.method, range: o.range })),
      cancelWindowMinutes: this.config.afterPayment.cancelWindowMinutes,
      holidays: providerHolidaysAround(Number(today.slice(0, 4))),
    });
    return {
      date: answer.arriveBy,
      method: answer.method,
      latestArrival: answer.latestArrival,
      makesIt: answer.makesIt,
      ...(answer.suggestedMethod ? { suggestedMethod: answer.suggestedMethod } : {}),
      message: answer.message,
    };
  }

  /** The caller's cart lines (one query). */
  async cartLines(userId: string): Promise<PricingLine[]> {
    return this.cart.pricingLines(userId);
  }

  /**
   * Checks an address with the domain's quote rule (a known country, a region where the country needs one, a ZIP
   * code of 3 to 10 characters, street and city within their lengths; product.md P10) and answers the first failure.
   * Returns the normalised quote address (the region upper-cased, as the tax and shipping quoters look it up).
   */
  quoteAddress(input: AddressInput): QuoteAddress {
    const errors = validateAddress(input, 'quote');
    const first = QUOTE_ERROR_ORDER.map((field) => errors[field]).find((message) => message !== undefined);
    if (first !== undefined) throw pricingInvalid(first);
    const { country, region, zip, city, address1 } = normalizeAddress(input);
    return {
      countryCode: country,
      ...(region ? { region: region.toUpperCase() } : {}),
      postalCode: zip,
      ...(city ? { city } : {}),
      ...(address1 ? { address1 } : {}),
    };
  }

  /** Lines given by the client: catalogue types and sizes only (prices still come from the catalogue). */
  validateLines(items: PricingLine[]): PricingLine[] {
    return items.map((item) => {
      const option = lookupPrintOption(item.printType, item.printSize, { orderable: false });
      if (!option.ok && option.problem === 'unknown_type') throw pricingInvalid(MESSAGES.invalidPrintType);
      if (!option.ok) throw pricingInvalid(option.message);
      return { printType: option.type.value, printSize: option.size.value, quantity: item.quantity };
    });
  }

  /**
   * {@link price} with a discount code (none when `code` is blank): the code is quoted against the products'
   * subtotal (400 DISCOUNT.INVALID with the customer's message when it does not apply).
   */
  async priceWithCode(
    lines: PricingLine[],
    address: QuoteAddress,
    asker: DiscountAsker,
    code: string | undefined,
    shippingMethod?: ShippingMethod,
    proof?: boolean,
  ): Promise<PricedCart> {
    if (!code?.trim()) return this.price(lines, address, undefined, shippingMethod, proof);
    const subtotal = priceCart({ items: lines, shippingCents: 0, taxCents: 0 }).productCents;
    const discount = await this.discounts.quote(asker, code, subtotal);
    return this.price(lines, address, discount, shippingMethod, proof);
  }

  /**
   * Shipping, tax and totals for lines to an address, less a discount: the tax calculator sees every line's
   * discounted amount (the discount spread over the lines), so tax is computed on what is paid. Provider failures
   * become a 503 the summary can show. `shippingMethod` (standard by default) is the method charged and taxed; one
   * not offered for the lines to the address is a 400 (PRICING.SHIPPING_METHOD_UNAVAILABLE). A method is offered when
   * the quoter prices it and the domain has its delivery range there. With `proof` (the customer approves a proof
   * first, D-300) every range counts the proof's business days.
   */
  async price(
    lines: PricingLine[],
    address: QuoteAddress,
    discount?: DiscountQuote,
    shippingMethod: ShippingMethod = DEFAULT_SHIPPING_METHOD,
    proof = false,
  ): Promise<PricedCart> {
    const destination = { items: lines, countryCode: address.countryCode, regionCode: address.region, proof };
    const products = priceCart({ items: lines, shippingCents: 0, taxCents: 0 });
    const discountCents = discount ? Math.min(discount.amountCents, products.productCents) : 0;
    const lineDiscounts = allocateDiscount(
      products.lines.map((l) => l.lineCents),
      discountCents,
    );
    let shippingCents: number;
    let taxCents: number;
    let taxCalculationId: string | null;
    let shippingMethods: ShippingMethodOption[];
    try {
      const { methods } = await this.shipping.quote({ lines, address });
      const ranged = offeredShippingMethods(destination);
      shippingMethods = SHIPPING_METHODS.flatMap((method) => {
        const cents = methods[method];
        if (cents === undefined || !ranged.includes(method)) return [];
        return [{ method, cents, range: deliveryEstimate({ ...destination, method }).combined }];
      });
      const chosen = shippingMethods.find((o) => o.method === shippingMethod);
      if (!chosen) throw methodUnavailable(shippingMethod);
      shippingCents = chosen.cents;
      const quote = await this.tax.calculate({
        lines: products.lines.map((l, i) => ({
          reference: `${i + 1}:${l.printType}:${l.printSize}`,
          amountCents: l.lineCents - (lineDiscounts[i] ?? 0),
          quantity: l.quantity,
        })),
        shippingCents,
        address,
      });
      taxCents = quote.taxCents;
      taxCalculationId = quote.calculationId ?? null;
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.warn(`Pricing provider failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('PRICING.UNAVAILABLE', 'Failed to calculate cart pricing', { cause: error });
    }
    return {
      price: priceCart({ items: lines, shippingCents, taxCents, discountCents }),
      estimate: deliveryEstimate({ ...destination, method: shippingMethod }),
      taxCalculationId,
      address,
      discount: discount ?? null,
      shippingMethod,
      shippingMethods,
    };
  }
}
