import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  getPrintType,
  PROOF_NOTE_MAX_LENGTH,
  PROOF_TEXT,
  proofNoteProblem,
  PROOF_MESSAGES,
} from '@petart/domain';
import { useState } from 'react';
import { describeApiError } from '@petart/web-shared/api-error';
import {
  useApproveMyOrderProofMutation,
  useRequestMyOrderProofChangeMutation,
  type OrderDto,
  type OrderLineItemDto,
} from '../../../api/enhanced-api';
import { resolveApiUrl } from '../../../components/artwork';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { CROP_TEXT, PROOF_PAGE_TEXT } from '../orders-texts';
import { OrderCropDialog } from './order-crop-dialog';

/** "Ask for a change": the customer's note, checked with the domain's rule before it is sent. */
function ChangeDialog({ orderHash, onClose }: { orderHash: string; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [send, state] = useRequestMyOrderProofChangeMutation();
  const { toast } = useToast();
  const problem = proofNoteProblem(note);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    const result = await send({ orderHash, proofChangeRequestDto: { note: note.trim() } });
    if ('data' in result) {
      toast({ title: PROOF_PAGE_TEXT.changeToast });
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="proof-change-title" fullWidth maxWidth="sm">
      <DialogTitle id="proof-change-title">{PROOF_PAGE_TEXT.changeDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{PROOF_PAGE_TEXT.changeDialogText}</DialogContentText>
        <TextField
          label={PROOF_PAGE_TEXT.noteLabel}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROOF_NOTE_MAX_LENGTH } }}
          error={touched && problem !== null}
          helperText={touched && problem ? PROOF_MESSAGES[problem] : ' '}
        />
        {state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          {PROOF_PAGE_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading}>
          {state.isLoading ? PROOF_PAGE_TEXT.sending : PROOF_PAGE_TEXT.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The proof of a proof order (D-300): each line's print file as the printer gets it, with Approve, "Ask for a
 * change" and each line's "Adjust the crop" while it waits for the customer's answer. Nothing is shown for an order
 * without a proof.
 */
export function OrderProof({ order, items }: { order: OrderDto; items: readonly OrderLineItemDto[] }) {
  const [approve, approval] = useApproveMyOrderProofMutation();
  const [asking, setAsking] = useState(false);
  const [cropping, setCropping] = useState<OrderLineItemDto | null>(null);
  const { toast } = useToast();
  const proof = order.proof;
  if (!order.proofRequested) return null;
  const waiting = order.awaitingApproval && proof?.status === 'shown';
  const status =
    proof?.status === 'approved'
      ? PROOF_TEXT.approved
      : proof?.status === 'change_requested'
        ? PROOF_TEXT.changeRequested
        : proof?.status === 'shown'
          ? PROOF_TEXT.waiting
          : PROOF_TEXT.drawing;
  const product = (lineId: string) => {
    const line = items.find((item) => item.id === lineId);
    return line ? `${getPrintType(line.printType)?.label ?? line.printType} ${line.printSize}` : '';
  };
  // The order's own lines say whether the crop may move now (the domain's cropChangeDecision).
  const croppable = (lineId: string) =>
    waiting ? (order.items ?? []).find((line) => line.id === lineId && line.cropEditable) : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-proof-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="order-proof-title">
          {PROOF_PAGE_TEXT.title}
          {proof && proof.revision > 1 ? ` (${PROOF_PAGE_TEXT.revision(proof.revision)})` : ''}
        </Typography>
        <Typography role="status" data-testid="proof-status">
          {status}
        </Typography>
        {proof?.status === 'change_requested' && proof.changeNote ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {PROOF_PAGE_TEXT.yourNote(proof.changeNote)}
          </Typography>
        ) : null}
        {proof && proof.files.length > 0 && proof.status !== 'change_requested' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {proof.files.map((file) => (
              <Stack key={file.lineId} spacing={0.5} sx={{ maxWidth: { xs: '100%', sm: 280 } }}>
                <img
                  src={resolveApiUrl(file.previewUrl, env.apiBaseUrl)}
                  alt={PROOF_PAGE_TEXT.picture(file.line, product(file.lineId))}
                  data-testid="proof-picture"
                  style={{ width: '100%', height: 'auto', border: '1px solid rgba(0,0,0,0.2)' }}
                />
                <Link
                  href={resolveApiUrl(file.url, env.apiBaseUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                >
                  {PROOF_PAGE_TEXT.fullFile(file.widthPx, file.heightPx)}
                </Link>
                {croppable(file.lineId) ? (
                  <div>
                    <Button
                      variant="text"
                      size="small"
                      onClick={() => setCropping(croppable(file.lineId) ?? null)}
                      aria-label={CROP_TEXT.adjustFor(product(file.lineId))}
                      disabled={approval.isLoading}
                    >
                      {CROP_TEXT.adjust}
                    </Button>
                  </div>
                ) : null}
              </Stack>
            ))}
          </Stack>
        ) : null}
        {waiting ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              disabled={approval.isLoading}
              onClick={() => {
                void approve({ orderHash: order.orderHash }).then((result) => {
                  if ('data' in result) toast({ title: PROOF_PAGE_TEXT.approvedToast });
                });
              }}
            >
              {approval.isLoading ? PROOF_PAGE_TEXT.approving : PROOF_PAGE_TEXT.approve}
            </Button>
            <Button variant="outlined" onClick={() => setAsking(true)} disabled={approval.isLoading}>
              {PROOF_PAGE_TEXT.askChange}
            </Button>
          </Stack>
        ) : null}
        {approval.isError ? <Alert severity="error">{describeApiError(approval.error)}</Alert> : null}
      </Stack>
      {asking ? <ChangeDialog orderHash={order.orderHash} onClose={() => setAsking(false)} /> : null}
      {cropping ? (
        <OrderCropDialog orderHash={order.orderHash} line={cropping} onClose={() => setCropping(null)} />
      ) : null}
    </Paper>
  );
}
