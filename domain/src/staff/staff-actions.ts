/**
 * What staff did, in words: the audit log stores an action's key (`orders.refund`, `claims.approve_reprint`) and a
 * small detail object; an order's timeline and the Audit Logs page show them through these two functions, so a new
 * action reads sensibly even before it gets its own label.
 */
export const STAFF_ACTION_LABELS: Readonly<Record<string, string>> = {
  'orders.cancel': 'Cancelled the order',
  'orders.add_note': 'Added a note',
  'orders.resend_email': 'Sent an email again',
  'orders.resend_gift_email': 'Sent the gift email again',
  'orders.refund': 'Refunded',
  'orders.send_to_production': 'Sent to production now',
  'orders.change_address': 'Changed the shipping address',
  'orders.resubmit': 'Resubmitted to the print provider',
  'orders.sync_statuses': 'Synced all order statuses',
  'orders.sync_selected': 'Synced the selected orders',
  'orders.export_csv': 'Exported orders as CSV',
  'orders.proof_redraw': 'Asked for a new proof',
  'orders.proof_approved': 'Customer approved the proof',
  'orders.proof_change_requested': 'Customer asked for a change to the proof',
  'orders.proof_crop_changed': 'Customer moved the crop of the proof',
  'orders.proof_unanswered': 'Proof unanswered: staff told',
  'payments.dispute_opened': 'Payment disputed',
  'payments.dispute_closed': 'Payment dispute closed',
  'users.resend_verification': 'Sent the verification email again',
  'users.send_password_reset': 'Sent a password reset',
  'users.make_admin': 'Made an administrator',
  'users.remove_admin': 'Removed administrator rights',
  'users.disable': 'Disabled the account',
  'users.enable': 'Enabled the account',
  'claims.ask': 'Asked the customer for more',
  'claims.decline': 'Declined the report',
  'claims.approve_refund': 'Approved a refund',
  'claims.approve_reprint': 'Approved a reprint',
  'discount.create': 'Created a discount code',
  'discount.deactivate': 'Deactivated a discount code',
  'gift_card.disable': 'Disabled a gift card',
  'reviews.approve': 'Approved a review',
  'reviews.hide': 'Hid a review',
  'reviews.reply': 'Replied to a review',
  'privacy.export.requested': 'Customer asked for their data',
  'privacy.export.ready': 'Data export ready',
  'privacy.export.failed': 'Data export failed',
  'privacy.export.downloaded': 'Customer downloaded their data',
  'privacy.deletion.requested': 'Customer asked to delete their account',
  'privacy.deletion.password_refused': 'Account deletion refused: wrong password',
  'privacy.deletion.completed': 'Account deleted',
  'error.resolve': 'Resolved an error',
  'error.resolve-bulk': 'Resolved errors',
  'error.delete': 'Deleted an error',
  'error.delete-bulk': 'Deleted errors',
  'error.delete-all': 'Deleted all errors',
  'error.analyze': 'Analysed an error',
  'error.analyze-bulk': 'Analysed errors',
  'variants.verify': 'Verified the print variants',
  'email.test': 'Sent a test email',
  'job.retry': 'Retried a job',
  'clock.advance': 'Moved the clock forward',
};

const words = (key: string): string => key.replace(/[_-]+/g, ' ').trim();

/** `orders.refund` → "Refunded"; an action without a label → "Discounts: create" (its key in words). */
export function staffActionLabel(action: string): string {
  const known = STAFF_ACTION_LABELS[action];
  if (known) return known;
  const [area, ...rest] = action.split('.');
  const what = words(rest.join(' '));
  const place = words(area ?? '');
  if (!what) return place.charAt(0).toUpperCase() + place.slice(1);
  return `${place.charAt(0).toUpperCase()}${place.slice(1)}: ${what}`;
}

/** Detail keys that say nothing a person needs (a note's length: the note itself is on the timeline). */
const QUIET_KEYS = new Set(['length']);

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(valueText)
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return '';
};

/**
 * A staff action's detail as one readable line: `{ kind: 'shipped' }` → "kind: shipped",
 * `{ to: { city: 'Leeds', country: 'GB' } }` → "to: Leeds, GB"; empty values and quiet keys left out; null when
 * nothing is left.
 */
export function describeStaffActionDetail(detail: unknown): string | null {
  if (detail === null || detail === undefined) return null;
  if (typeof detail !== 'object' || Array.isArray(detail)) return valueText(detail) || null;
  const parts = Object.entries(detail as Record<string, unknown>)
    .filter(([key]) => !QUIET_KEYS.has(key))
    .map(([key, value]) => [words(key), valueText(value)] as const)
    .filter(([, text]) => text !== '')
    .map(([key, text]) => `${key}: ${text}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
