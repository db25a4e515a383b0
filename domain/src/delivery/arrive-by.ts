/**
 * "Arrive by" at checkout: whether the chosen shipping method gets the order to the customer by a day they name, and
 * which method does when it does not (docs/decisions.md D-271). The same promise as the order-by dates: production
 * starts once the cancellation window has passed, then the range's maximum in business days (order-by.ts).
 */
import { daysBetween, type IsoDate } from './business-days';
import { SHIPPING_METHOD_LABELS, type DayRange, type ShippingMethod } from './delivery-estimate';
import { formatShortDate, latestArrival } from './order-by';

/** One offered method with the cart's combined range for it. */
export interface ArrivalOption {
  method: ShippingMethod;
  range: DayRange;
}

/** The answer for a named day. */
export interface ArriveByAnswer {
  arriveBy: IsoDate;
  /** The method asked about. */
  method: ShippingMethod;
  /** The latest day it arrives, ordered today. */
  latestArrival: IsoDate;
  /** True when that is on or before `arriveBy`. */
  makesIt: boolean;
  /** When it does not: the first other method (in the order given, cheapest first) that does. */
  suggestedMethod?: ShippingMethod;
  /** The sentence the checkout shows. */
  message: string;
}

/**
 * Checks `method` (one of `options`) against `arriveBy` for an order placed `today`; suggests the first of the other
 * options that makes it, else says which comes soonest.
 */
export function arriveByCheck(args: {
  arriveBy: IsoDate;
  today: IsoDate;
  method: ShippingMethod;
  options: readonly ArrivalOption[];
  cancelWindowMinutes: number;
  holidays: ReadonlySet<IsoDate>;
}): ArriveByAnswer {
  const arrivals = args.options.map((o) => {
    const latest = latestArrival(args.today, o.range, args.cancelWindowMinutes, args.holidays);
    return { method: o.method, latest, makesIt: daysBetween(latest, args.arriveBy) >= 0 };
  });
  const chosen = arrivals.find((a) => a.method === args.method);
  if (!chosen) throw new RangeError(`${args.method} is not one of the options`);
  const by = formatShortDate(args.arriveBy);
  const label = SHIPPING_METHOD_LABELS[chosen.method];
  const answer = { arriveBy: args.arriveBy, method: chosen.method, latestArrival: chosen.latest };
  if (chosen.makesIt) {
    return {
      ...answer,
      makesIt: true,
      message: `${label} arrives by ${formatShortDate(chosen.latest)} at the latest: in time for ${by}.`,
    };
  }
  const other = arrivals.find((a) => a.makesIt);
  if (other) {
    return {
      ...answer,
      makesIt: false,
      suggestedMethod: other.method,
      message: `${label} may arrive as late as ${formatShortDate(chosen.latest)}. ${SHIPPING_METHOD_LABELS[other.method]} arrives by ${formatShortDate(other.latest)}: in time for ${by}.`,
    };
  }
  const soonest = arrivals.reduce((a, b) => (daysBetween(b.latest, a.latest) > 0 ? b : a));
  return {
    ...answer,
    makesIt: false,
    message: `No shipping method can promise delivery by ${by}: the soonest is ${SHIPPING_METHOD_LABELS[soonest.method]}, by ${formatShortDate(soonest.latest)}.`,
  };
}
