/**
 * What the customer sees of an order's progress (product.md P12 confirmation, P6 statuses): the state of the order, the
 * four steps (Confirmed, In Production, Shipped, Delivered) with the time each was reached, and whether anything can
 * still change by itself (so a screen knows when to stop refreshing). Pure: the shop's confirmation page uses it and
 * the admin app can reuse it.
 */
import {
  CUSTOMER_STEP_LABELS,
  CUSTOMER_STEPS,
  customerStep,
  normalizeFulfilmentStatus,
  type CustomerStep,
  type FulfilmentLifecycle,
} from './fulfilment-status';

/** One status an order reached (the order's `statusHistory`): a payment status, or a normalised fulfilment value. */
export interface OrderStatusEvent {
  kind: 'payment' | 'fulfilment';
  status: string;
  /** ISO time */
  at: string;
}

/**
 * The state a customer is told about:
 * - awaiting_payment: the payment has not arrived (yet); nothing is printed
 * - payment_failed: the payment did not go through; nothing will be printed
 * - refunded: the money went back; nothing more happens
 * - cancelled: the order was cancelled; nothing is printed or shipped
 * - error: paid, but fulfilment hit an error that needs a person
 * - on_hold: paid, held by the print provider
 * - in_progress: paid and moving through the steps
 * - delivered: arrived
 */
export type CustomerOrderState =
  | 'awaiting_payment'
  | 'payment_failed'
  | 'refunded'
  | 'cancelled'
  | 'error'
  | 'on_hold'
  | 'in_progress'
  | 'delivered';

export interface CustomerStepView {
  step: CustomerStep;
  /** 'Shipped' reads 'Partially Shipped' while only some parcels left. */
  label: string;
  reached: boolean;
  current: boolean;
  /** ISO time the step was reached, when the history knows it. */
  at: string | null;
}

export interface CustomerProgress {
  state: CustomerOrderState;
  /** Index of the step reached (0..3), or -1 when none is (not paid, failed, cancelled, refunded). */
  activeStep: -1 | 0 | 1 | 2 | 3;
  /** The four steps; only meaningful for the states that show them ({@link showsSteps}). */
  steps: CustomerStepView[];
  /** True when the order cannot change by itself any more: delivered, cancelled, refunded, failed, error. */
  final: boolean;
}

export interface CustomerProgressInput {
  /** The order's payment status: paid, pending, failed (or refunded). */
  paymentStatus?: string | null;
  /** The raw fulfilment status stored on the order (either spelling, product.md P6). */
  fulfillmentStatus?: string | null;
  statusHistory?: readonly OrderStatusEvent[] | null;
  /** Payment time stored on the order: the Confirmed date when the history has no 'paid' entry. */
  paidAt?: string | null;
}

/** How often a screen refreshes an order that is still moving (ours: production and carrier updates arrive by
 * webhook within seconds; 30 s keeps the page current without loading the server). */
export const ORDER_TRACKING_POLL_MS = 30_000;

const FINAL_STATES: ReadonlySet<CustomerOrderState> = new Set([
  'payment_failed',
  'refunded',
  'cancelled',
  'error',
  'delivered',
]);

/** States in which the four steps are shown; the others show their own message and no step wording at all. */
export function showsSteps(state: CustomerOrderState): boolean {
  return state === 'in_progress' || state === 'on_hold' || state === 'error' || state === 'delivered';
}

function timeOf(event: OrderStatusEvent): number {
  return Date.parse(event.at);
}

/** The history in time order; entries with an unreadable time are dropped. Stable for equal times. */
function sortedHistory(history: readonly OrderStatusEvent[] | null | undefined): OrderStatusEvent[] {
  return (history ?? [])
    .filter((event) => !Number.isNaN(timeOf(event)))
    .map((event, index) => ({ event, index }))
    .sort((a, b) => timeOf(a.event) - timeOf(b.event) || a.index - b.index)
    .map(({ event }) => event);
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

function firstAt(
  events: readonly OrderStatusEvent[],
  kind: OrderStatusEvent['kind'],
  statuses: readonly string[],
): string | null {
  const found = events.find(
    (event) =>
      event.kind === kind &&
      statuses.includes(
        kind === 'fulfilment' ? normalizeFulfilmentStatus(event.status) : clean(event.status),
      ),
  );
  return found ? found.at : null;
}

function stateOf(
  payment: string,
  lifecycle: FulfilmentLifecycle,
  refunded: boolean,
  paid: boolean,
): CustomerOrderState {
  if (refunded) return 'refunded';
  if (lifecycle === 'cancelled') return 'cancelled';
  if (payment === 'failed') return 'payment_failed';
  if (!paid) return 'awaiting_payment';
  if (lifecycle === 'error') return 'error';
  if (lifecycle === 'delivered') return 'delivered';
  if (lifecycle === 'on_hold') return 'on_hold';
  return 'in_progress';
}

/**
 * The customer's view of an order. The current fulfilment status decides the state; the step reached is the furthest
 * of the current status and the fulfilment history (so a later 'processing' or 'on_hold' does not send a shipped
 * order back to Confirmed). Dates: Confirmed = the payment's 'paid' time (else the order's paidAt), In Production =
 * first in_production, Shipped = first shipped or partially_shipped, Delivered = first delivered; a step reached
 * without a history entry has no date. Unpaid, failed, cancelled and refunded orders reach no step.
 */
export function customerProgress(input: CustomerProgressInput): CustomerProgress {
  const events = sortedHistory(input.statusHistory);
  const lifecycle = normalizeFulfilmentStatus(input.fulfillmentStatus);
  const paymentEvents = events.filter((event) => event.kind === 'payment');
  const lastPayment = paymentEvents.length > 0 ? clean(paymentEvents[paymentEvents.length - 1]?.status) : '';
  const payment = clean(input.paymentStatus) || lastPayment || 'pending';
  const refunded = payment === 'refunded' || lastPayment === 'refunded';
  // A partial refund (a goodwill gesture) leaves the order on its way.
  const paid = payment === 'paid' || payment === 'partially_refunded';
  const state = stateOf(payment, lifecycle, refunded, paid);

  let active: CustomerProgress['activeStep'] = -1;
  if (showsSteps(state)) {
    const fromHistory = events
      .filter((event) => event.kind === 'fulfilment')
      .map((event) => customerStep(event.status));
    active = Math.max(customerStep(lifecycle), ...fromHistory) as 0 | 1 | 2 | 3;
  }

  const reachedAt: Record<CustomerStep, string | null> = {
    confirmed: firstAt(events, 'payment', ['paid']) ?? input.paidAt ?? null,
    production: firstAt(events, 'fulfilment', ['in_production']),
    shipped: firstAt(events, 'fulfilment', ['shipped', 'partially_shipped']),
    delivered: firstAt(events, 'fulfilment', ['delivered']),
  };

  const steps = CUSTOMER_STEPS.map((step, index): CustomerStepView => {
    const reached = index <= active;
    const label =
      step === 'shipped' && active === 2 && lifecycle === 'partially_shipped'
        ? 'Partially Shipped'
        : CUSTOMER_STEP_LABELS[step];
    return { step, label, reached, current: index === active, at: reached ? reachedAt[step] : null };
  });

  return { state, activeStep: active, steps, final: FINAL_STATES.has(state) };
}

/** Polling interval for an order screen: {@link ORDER_TRACKING_POLL_MS} while the order moves, 0 (off) once final. */
export function orderTrackingPollInterval(progress: Pick<CustomerProgress, 'final'>): number {
  return progress.final ? 0 : ORDER_TRACKING_POLL_MS;
}
