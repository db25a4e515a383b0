import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  estimateForProvider,
  giftDeadline,
  isoDateOf,
  normalizeCountryCode,
  offeredShippingMethods,
  PRINT_TYPES,
  providerForType,
  providerHolidaysAround,
  SHIPPING_METHOD_LABELS,
  type Clock,
  type MethodRanges,
  withProofDays,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import type { GiftDeadlineResultDto } from './gift-deadline.dto';

/** The destination the landing page tells, before a visitor has said where they ship to. */
export const LANDING_COUNTRY = 'US';

/**
 * Order-by dates for gift holidays (docs/decisions.md "Order-by dates"): the domain's rule over the checkout's own
 * delivery ranges, the cancellation window (CANCEL_WINDOW_MINUTES) and the configured calendar (GIFT_HOLIDAYS), on
 * the shop's clock. Days are UTC days.
 */
@Injectable()
export class GiftDeadlineService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The deadline for a destination and prints (every print the shop sells when none are named). */
  forDestination(args: {
    country?: string;
    region?: string;
    printTypes?: string[];
    proof?: 'true' | 'false';
  }): GiftDeadlineResultDto {
    const today = isoDateOf(this.clock.now());
    const country = normalizeCountryCode(args.country) || LANDING_COUNTRY;
    const types = args.printTypes?.length ? args.printTypes : PRINT_TYPES.map((t) => t.value);
    // Every method the prints can ship with to the destination, the usual one first: a date the standard method
    // misses may still be made with express.
    const methods: MethodRanges[] = offeredShippingMethods({
      items: types.map((printType) => ({ printType })),
      countryCode: country,
      regionCode: args.region,
    }).map((method) => ({
      method,
      ...(method === 'standard' ? {} : { label: SHIPPING_METHOD_LABELS[method] }),
      // A proof's business days come before production (D-300).
      ranges: types.map((type) =>
        withProofDays(
          estimateForProvider(providerForType(type), country, args.region, method),
          args.proof === 'true',
        ),
      ),
    }));
    const deadline = giftDeadline({
      today,
      countryCode: country,
      methods,
      cancelWindowMinutes: this.config.afterPayment.cancelWindowMinutes,
      holidays: providerHolidaysAround(Number(today.slice(0, 4))),
      enabled: this.config.giftHolidays,
    });
    if (deadline === null) return { today, deadline: null };
    const { holiday } = deadline;
    return {
      today,
      deadline: {
        kind: deadline.kind,
        holiday: { id: holiday.id, name: holiday.name, date: holiday.date, deliverBy: holiday.deliverBy },
        ...(deadline.kind === 'open' ? { orderBy: deadline.orderBy, method: deadline.method } : {}),
        sentence: deadline.sentence,
      },
    };
  }

  /** What the landing page tells: every print, to the US. */
  forLanding(): GiftDeadlineResultDto {
    return this.forDestination({ country: LANDING_COUNTRY });
  }
}
