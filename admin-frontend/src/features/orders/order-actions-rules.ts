import type { ResendOrderEmailDto } from '../../api/generated';

/** The customer emails staff can send again, as the resend menu names them. */
export const EMAIL_KIND_LABELS: Record<ResendOrderEmailDto['kind'], string> = {
  confirmation: 'Order confirmation',
  processing: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund: 'Refund',
};

// The refund form's check is shared with the claims' Approve refund (src/components).
export { checkRefund, type Checked, type RefundInput } from '../../components/staff-action-rules';
