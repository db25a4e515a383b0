import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeApiError } from '@petart/web-shared/api-error';
import { useRedrawOrderProofMutation, type AdminOrderDetailDto } from '../../../api/enhanced-api';
import { formatDateTime } from '../../../components/format';
import { Section } from './order-summary';

const STATUS_LABELS: Record<string, string> = {
  drawing: 'Being drawn',
  shown: 'Waiting for the customer',
  approved: 'Approved',
  change_requested: 'Change asked for',
  superseded: 'Replaced by a newer proof',
};

/**
 * A proof order's proofs (D-300), newest first: each one's state, the customer's note, its files, and "Draw a new
 * proof" while the order waits for its approval (audited by the server).
 */
export function OrderProofs({ order }: { order: AdminOrderDetailDto }) {
  const [redraw, state] = useRedrawOrderProofMutation();
  if (!order.proofRequested) return null;
  const proofs = [...order.proofs].reverse();
  return (
    <Section title="Proofs">
      <Stack spacing={1.5}>
        {proofs.length === 0 ? <Typography variant="body2">No proof yet.</Typography> : null}
        {proofs.map((proof) => (
          <Stack key={proof.revision} spacing={0.25} data-testid="admin-proof">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {`Proof ${proof.revision}: ${STATUS_LABELS[proof.status] ?? proof.status}`}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`Asked for by ${proof.requestedBy}`}
              {proof.shownAt ? `, shown ${formatDateTime(proof.shownAt)}` : ''}
              {proof.answeredAt ? `, answered ${formatDateTime(proof.answeredAt)}` : ''}
              {proof.remindedAt ? ', customer reminded' : ''}
              {proof.staffAlertedAt ? ', staff told (unanswered 7 days)' : ''}
            </Typography>
            {proof.changeNote ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {`Customer's note: ${proof.changeNote}`}
              </Typography>
            ) : null}
            {proof.files.map((file) => (
              <Link
                key={file.lineId}
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
              >
                {`Print file of line ${file.line} (${file.widthPx} × ${file.heightPx} px)`}
              </Link>
            ))}
          </Stack>
        ))}
        {order.canRedrawProof ? (
          <div>
            <Button
              variant="outlined"
              disabled={state.isLoading}
              onClick={() => void redraw({ orderId: order.id })}
            >
              {state.isLoading ? 'Drawing…' : 'Draw a new proof'}
            </Button>
          </div>
        ) : null}
        {state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null}
      </Stack>
    </Section>
  );
}
