/**
 * Fulfilment statuses (product.md P6). The API answers with the spec's provider-style words
 * ('order:sent-to-production'), the database stores the lifecycle's own ('in_production'), older data and other
 * providers may carry other spellings; every screen goes through one normalisation to a lifecycle value.
 */

/** The lifecycle every raw status maps to. */
export type FulfilmentLifecycle =
  | 'pending'
  | 'awaiting_approval'
  | 'submitted'
  | 'in_production'
  | 'shipped'
  | 'partially_shipped'
  | 'delivered'
  | 'cancelled'
  | 'on_hold'
  | 'processing'
  | 'error';

/** Every lifecycle value, in the order of the admin's status filter. */
export const FULFILMENT_LIFECYCLES: readonly FulfilmentLifecycle[] = [
  'pending',
  'awaiting_approval',
  'submitted',
  'in_production',
  'processing',
  'on_hold',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'error',
];

/** Badge variants of the history and admin tables. */
export type FulfilmentBadgeTone = 'destructive' | 'default' | 'outline' | 'secondary';

/**
 * The words the API answers with: the spec's (commerce-and-admin.md §4), provider-style where it has one. The
 * database stores the lifecycle's own words (orders/order-lifecycle.ts, STORED_FULFILMENT_STATUSES); the backend
 * translates with {@link apiFulfilmentStatus} where a response is built, and every screen reads either spelling
 * through {@link normalizeFulfilmentStatus}.
 */
export const API_FULFILMENT_STATUS = {
  submitted: 'submitted_to_fulfillment',
  in_production: 'order:sent-to-production',
  shipped: 'order:shipment:created',
  delivered: 'order:shipment:delivered',
} as const satisfies Partial<Record<FulfilmentLifecycle, string>>;

/** The API's word for a stored fulfilment status; the states the spec names no word for answer as stored. */
export function apiFulfilmentStatus(stored: string): string;
export function apiFulfilmentStatus(stored: string | null): string | null;
export function apiFulfilmentStatus(stored: string | null): string | null {
  if (stored === null || !Object.hasOwn(API_FULFILMENT_STATUS, stored)) return stored;
  return API_FULFILMENT_STATUS[stored as keyof typeof API_FULFILMENT_STATUS];
}

/**
 * Every value the screens recognise and its lifecycle (commerce-and-admin.md §4: "fulfilled (Delivered in the
 * dashboard)", "canceled or cancelled", ...; databases filter with it: see the backend's admin read model). These are
 * the spec's screen words, not a print provider's: Printify's `fulfilled` means every item shipped, and only its
 * adapter (backend/src/adapters/printify/printify-vocabulary.ts) reads Printify's words, into FulfilmentTarget.
 */
export const RAW_TO_LIFECYCLE: Readonly<Record<string, FulfilmentLifecycle>> = {
  pending: 'pending',
  awaiting_approval: 'awaiting_approval',
  'awaiting-approval': 'awaiting_approval',
  submitted: 'submitted',
  submitted_to_fulfillment: 'submitted',
  'order:created': 'submitted',
  'order:sent-to-production': 'in_production',
  in_production: 'in_production',
  'in-production': 'in_production',
  'order:shipment:created': 'shipped',
  shipped: 'shipped',
  'partially-fulfilled': 'partially_shipped',
  partially_fulfilled: 'partially_shipped',
  partially_shipped: 'partially_shipped',
  'partially-shipped': 'partially_shipped',
  'order:shipment:delivered': 'delivered',
  fulfilled: 'delivered',
  delivered: 'delivered',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  'order:canceled': 'cancelled',
  on_hold: 'on_hold',
  'on-hold': 'on_hold',
  processing: 'processing',
  error: 'error',
};

function clean(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase();
}

/**
 * Normalises any raw status. Missing means pending; any 'error_*' value is error. An unrecognised value maps to
 * 'processing' because it can only come from the provider while the order is somewhere in flight.
 */
export function normalizeFulfilmentStatus(raw?: string | null): FulfilmentLifecycle {
  const key = clean(raw);
  if (key === '') return 'pending';
  if (key.startsWith('error_')) return 'error';
  return RAW_TO_LIFECYCLE[key] ?? 'processing';
}

/** History / user-detail labels per lifecycle value (product.md P6). */
export const FULFILMENT_LABELS: Readonly<Record<FulfilmentLifecycle, string>> = {
  pending: 'Pending',
  awaiting_approval: 'Awaiting Approval',
  submitted: 'Submitted',
  in_production: 'In Production',
  shipped: 'Shipped',
  partially_shipped: 'Partially Shipped',
  delivered: 'Fulfilled',
  cancelled: 'Canceled',
  on_hold: 'On Hold',
  processing: 'Processing',
  error: 'Error',
};

/** The admin dashboard calls the fulfilled state "Delivered" (product.md P6). */
export const ADMIN_FULFILMENT_LABELS: Readonly<Record<FulfilmentLifecycle, string>> = {
  ...FULFILMENT_LABELS,
  delivered: 'Delivered',
};

function isKnown(raw: string | null | undefined): boolean {
  const key = clean(raw);
  return key === '' || key.startsWith('error_') || key in RAW_TO_LIFECYCLE;
}

function capitalise(raw: string): string {
  const text = raw.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Label in order history and user detail: the spec's labels, unknown values capitalised as they are. */
export function fulfilmentStatusLabel(raw?: string | null): string {
  if (!isKnown(raw)) return capitalise(raw ?? '');
  return FULFILMENT_LABELS[normalizeFulfilmentStatus(raw)];
}

/** Label in the admin dashboard: like {@link fulfilmentStatusLabel} but fulfilled reads "Delivered". */
export function adminFulfilmentStatusLabel(raw?: string | null): string {
  if (!isKnown(raw)) return capitalise(raw ?? '');
  return ADMIN_FULFILMENT_LABELS[normalizeFulfilmentStatus(raw)];
}

/** Badge tone: destructive for canceled and errors, default for submitted and fulfilled, outline for shipped and
 * partial, secondary for everything else (product.md P6). */
export function fulfilmentBadgeTone(raw?: string | null): FulfilmentBadgeTone {
  switch (normalizeFulfilmentStatus(raw)) {
    case 'cancelled':
    case 'error':
      return 'destructive';
    case 'submitted':
    case 'delivered':
      return 'default';
    case 'shipped':
    case 'partially_shipped':
      return 'outline';
    default:
      return 'secondary';
  }
}

/** The four steps of the confirmation screen (product.md P12). */
export const CUSTOMER_STEPS = ['confirmed', 'production', 'shipped', 'delivered'] as const;
export type CustomerStep = (typeof CUSTOMER_STEPS)[number];
export const CUSTOMER_STEP_LABELS: Readonly<Record<CustomerStep, string>> = {
  confirmed: 'Confirmed',
  production: 'In Production',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/**
 * Index (0..3) of the confirmation-screen step reached: production for in_production, shipped for shipped and
 * partially shipped, delivered for delivered; everything else (including hold, cancel, error) stays on confirmed
 * because the customer has paid and the order exists.
 */
export function customerStep(raw?: string | null): 0 | 1 | 2 | 3 {
  switch (normalizeFulfilmentStatus(raw)) {
    case 'in_production':
      return 1;
    case 'shipped':
    case 'partially_shipped':
      return 2;
    case 'delivered':
      return 3;
    default:
      return 0;
  }
}

/** Confidence label of an AI error analysis: High at 0.8 or more, Medium at 0.5 or more, else Low (product.md P6). */
export function confidenceLabel(score: number): 'High' | 'Medium' | 'Low' {
  if (score >= 0.8) return 'High';
  if (score >= 0.5) return 'Medium';
  return 'Low';
}
