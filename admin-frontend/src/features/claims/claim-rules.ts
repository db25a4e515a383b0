import { ADMIN_FULFILMENT_LABELS, type ClaimState } from '@petart/domain';
import type { AdminClaimDto, ClaimQueueDto } from '../../api/generated';
import type { DayRange } from '../../components/date-range-filter';
import type { Checked } from '../../components/staff-action-rules';

export type ClaimQueue = keyof ClaimQueueDto['counts'];

/** The queues of the Claims page, in the order staff work them (the API's `state` values). */
export const CLAIM_QUEUE_TABS: readonly { value: ClaimQueue; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'waiting', label: 'Waiting for customer' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'resolved', label: 'Resolved' },
];

export function isClaimQueue(value: string | null): value is ClaimQueue {
  return CLAIM_QUEUE_TABS.some((tab) => tab.value === value);
}

/**
 * The claims that need staff, for the navigation: the New queue, which holds new reports and those the customer has
 * answered (an answer moves a report back to Received; docs/decisions.md D-163).
 */
export function claimsNeedingStaff(counts: ClaimQueueDto['counts'] | undefined): number {
  return counts?.new ?? 0;
}

/** A claim's state in staff words (the customer's words say "Waiting for you"). */
export const CLAIM_STAFF_STATE_LABELS: Readonly<Record<ClaimState, string>> = {
  received: 'New',
  waiting_for_customer: 'Waiting for customer',
  approved_reprint: 'Approved: reprint',
  approved_refund: 'Approved: refund',
  declined: 'Declined',
  resolved: 'Resolved',
};

/** States in which staff still decide (ask, decline, approve). */
export function isOpenForStaff(state: ClaimState): boolean {
  return state === 'received' || state === 'waiting_for_customer';
}

const HOUR_MS = 3_600_000;

/** How long ago a claim was reported: '< 1 hour', '5 hours', '3 days'. */
export function claimAge(createdAt: string, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(createdAt).getTime()) / HOUR_MS);
  if (hours < 1) return '< 1 hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** The reprint's provider status in words. */
export function reprintStatusLabel(status: NonNullable<AdminClaimDto['reprint']>['status']): string {
  return ADMIN_FULFILMENT_LABELS[status];
}

/** What the affected lines are worth (cents). */
export function affectedValueCents(claim: AdminClaimDto): number {
  return claim.lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

/** What is left of the order's payment to refund (dollars). */
export function refundableDollars(claim: AdminClaimDto): number {
  return Math.max(0, claim.order.totalAmount - claim.order.refundedAmount) / 100;
}

/** A staff message (a question to the customer, a decline reason): not empty, at most `max` characters. */
export function checkText(text: string, empty: string, max: number): Checked<string> {
  const value = text.trim();
  if (!value) return { error: empty };
  if (value.length > max) return { error: `At most ${max} characters.` };
  return { value };
}

/**
 * The dashboard's day range (local days, both inclusive) as the claims statistics take it: ISO times, from the start
 * of the first day to the start of the day after the last.
 */
export function statsWindow(range: DayRange): { from: string; to: string } | undefined {
  if (!range.from || !range.to) return undefined;
  const day = (text: string, plus = 0) => {
    const [y, m, d] = text.split('-').map(Number);
    return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plus);
  };
  return { from: day(range.from).toISOString(), to: day(range.to, 1).toISOString() };
}

/** A rate (0.0412) as a percentage with one decimal ('4.1%'). */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
