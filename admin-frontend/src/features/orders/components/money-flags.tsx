import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminOrderDto } from '../../../api/generated';
import { formatCents } from '../../../components/format';

const DISPUTE_LABELS = {
  open: { label: 'Disputed', color: 'error' },
  won: { label: 'Dispute won', color: 'success' },
  lost: { label: 'Dispute lost', color: 'default' },
  closed: { label: 'Dispute closed', color: 'default' },
} as const;

/**
 * What staff must see about an order's money at a glance: its payment, a refund still owed after a cancellation
 * (retried by the job queue; staff may refund by hand), what was refunded, and a dispute (chargeback) with its outcome.
 */
export function MoneyFlags({
  order,
}: {
  order: Pick<AdminOrderDto, 'payment' | 'refundPending' | 'refundedAmount' | 'dispute'>;
}) {
  const dispute = order.dispute ? DISPUTE_LABELS[order.dispute.state] : undefined;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={order.payment === 'Paid' ? 'success' : 'default'} label={order.payment} />
      {order.refundPending && <Chip size="small" color="warning" label="Refund pending" />}
      {!order.refundPending && order.refundedAmount > 0 && (
        <Chip size="small" variant="outlined" label={`Refunded ${formatCents(order.refundedAmount)}`} />
      )}
      {dispute && <Chip size="small" color={dispute.color} label={dispute.label} />}
    </Stack>
  );
}
