import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { describeApiError } from '@petart/web-shared/api-error';
import { useCancelMyOrderMutation, type OrderDto } from '../../../api/enhanced-api';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useDownloadOrderFileMutation } from '../download-file';
import { useBefore } from '../hooks/use-before';
import { formatOrderDate } from '../order-format';
import { formatDeadline } from '../printing-start';
import { ORDER_TEXT } from '../orders-texts';

/** The digital files of a paid order (30 days after payment), one button per line. */
export function DigitalFiles({ order }: { order: OrderDto }) {
  const [download, state] = useDownloadOrderFileMutation();
  const files = order.digitalFiles ?? [];
  const available = useBefore(order.downloadExpiresAt) && files.length > 0;
  if (!order.downloadExpiresAt) return null;
  if (!available) {
    return order.paymentStatus === 'refunded' ? null : (
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {ORDER_TEXT.digitalFileExpired}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {ORDER_TEXT.digitalFileNote(formatOrderDate(order.downloadExpiresAt))}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {files.map((file) => (
          <Button
            key={file.line}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={state.isLoading}
            onClick={() => {
              void download({ orderHash: order.orderHash, line: file.line, fileName: file.fileName });
            }}
          >
            {ORDER_TEXT.downloadFile(file.line, files.length)}
          </Button>
        ))}
      </Stack>
      {state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null}
    </Stack>
  );
}

/** A small download button for the history (first file; the confirmation page lists them all). */
export function DigitalFileIconButton({ order }: { order: OrderDto }) {
  const [download, state] = useDownloadOrderFileMutation();
  const first = order.digitalFiles?.[0];
  if (!first) return null;
  return (
    <Tooltip title={ORDER_TEXT.downloadFileShort}>
      <IconButton
        size="small"
        aria-label={`${ORDER_TEXT.downloadFileShort} ${first.fileName}`}
        disabled={state.isLoading}
        onClick={() => {
          void download({ orderHash: order.orderHash, line: first.line, fileName: first.fileName });
        }}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The Cancel button of the confirmation page: shown while the customer may still cancel (cancellableUntil, from the
 * server: paid, not in production, inside CANCEL_WINDOW_MINUTES), with a confirmation dialog. The server has the last
 * word (409 with its message once the window has closed). `deadlineShown`: the page already says until when (the
 * printing-start line), so the note only says what cancelling does.
 */
export function CancelOrder({ order, deadlineShown = false }: { order: OrderDto; deadlineShown?: boolean }) {
  const inWindow = useBefore(order.cancellableUntil);
  // A proof awaiting approval may be cancelled whatever the time (the server says so with awaitingApproval).
  const open = (inWindow && Boolean(order.cancellableUntil)) || order.awaitingApproval;
  const [asking, setAsking] = useState(false);
  const [cancel, state] = useCancelMyOrderMutation();
  const { toast } = useToast();
  if (!open) {
    return state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null;
  }
  const confirm = async () => {
    const result = await cancel({ orderHash: order.orderHash });
    setAsking(false);
    if ('data' in result) toast({ title: ORDER_TEXT.cancelledToast });
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {order.awaitingApproval || !order.cancellableUntil
          ? ORDER_TEXT.cancelNoteProof
          : deadlineShown
            ? ORDER_TEXT.cancelNoteShort
            : ORDER_TEXT.cancelNote(formatDeadline(order.cancellableUntil))}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {ORDER_TEXT.cancelOrder}
      </Button>
      {state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">{ORDER_TEXT.cancelDialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ORDER_TEXT.cancelDialogText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={state.isLoading}>
            {ORDER_TEXT.cancelKeep}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={state.isLoading}>
            {state.isLoading ? ORDER_TEXT.cancelling : ORDER_TEXT.cancelConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** Link to the public tracking page, to share with a gift's recipient. */
export function ShareTracking({ orderHash }: { orderHash: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.track(orderHash)} target="_blank" rel="noopener noreferrer">
        {ORDER_TEXT.shareTracking}
      </Link>
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {ORDER_TEXT.shareTrackingNote}
      </Typography>
    </Stack>
  );
}
