import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useDisableAdminGiftCardMutation,
  useGetAdminGiftCardQuery,
  type AdminGiftCardDetailDto,
} from '../../../api/enhanced-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatCents, formatDateTime } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useToast } from '../../../components/toast';
import { orderPath, paths } from '../../../config/paths';
import { codeEnd, GiftCardStatusChip, recipient } from './gift-card-status';

type Redemption = AdminGiftCardDetailDto['redemptions'][number];
type Refund = AdminGiftCardDetailDto['refunds'][number];

/** A redemption's state in staff's words. */
const REDEMPTION_STATE: Record<Redemption['state'], string> = {
  held: 'Held (order not paid yet)',
  redeemed: 'Redeemed',
  released: 'Released',
  lapsed: 'Lapsed (order expired or cancelled unpaid)',
};

const orderLink = (row: { orderId: string; orderHash: string }) => (
  <Link component={RouterLink} to={orderPath(row.orderId)}>
    {row.orderHash.slice(-8)}
  </Link>
);

const REDEMPTION_COLUMNS: readonly ResponsiveColumn<Redemption>[] = [
  { label: 'Order', primary: true, render: orderLink },
  { label: 'Amount', align: 'right', render: (r) => formatCents(r.amountCents) },
  { label: 'State', render: (r) => REDEMPTION_STATE[r.state] },
  { label: 'When', render: (r) => formatDateTime(r.createdAt) },
];

const REFUND_COLUMNS: readonly ResponsiveColumn<Refund>[] = [
  { label: 'Order', primary: true, render: orderLink },
  { label: 'Amount back on the card', align: 'right', render: (r) => formatCents(r.amountCents) },
  { label: 'When', render: (r) => formatDateTime(r.createdAt) },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

/** A titled section of the card's page (its title names the table inside). */
function TableSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 3 } }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function BackToGiftCards() {
  return (
    <Button component={RouterLink} to={paths.giftCards} startIcon={<ArrowBackIcon />}>
      Back to Gift Cards
    </Button>
  );
}

/**
 * One gift card: its amount and balance, buyer and recipient, when it was issued and emailed, the orders that spent it
 * (held, redeemed, lapsed) and the refunds that put money back on it, and Disable behind a confirmation (audited by the
 * server; checkout refuses the card from then on, holds already made stay).
 */
export function GiftCardDetail({ cardId }: { cardId: string }) {
  const detail = useGetAdminGiftCardQuery({ cardId }, { refetchOnMountOrArgChange: true });
  const [disable, disabling] = useDisableAdminGiftCardMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();

  if (detail.isLoading) return <CircularProgress aria-label="Loading gift card" />;
  if (detail.isError || !detail.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BackToGiftCards />
        <Alert severity="error">{errorBodyMessage(detail.error) ?? 'Failed to fetch the gift card'}</Alert>
      </Stack>
    );
  }
  const { card, redemptions, refunds } = detail.data;

  const onConfirm = async () => {
    const result = await disable({ cardId: card.id });
    setConfirming(false);
    if ('error' in result && result.error) {
      toast({
        title: 'Disabling failed',
        description: errorBodyMessage(result.error) ?? undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: `Gift card ${codeEnd(card)} disabled` });
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <BackToGiftCards />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="tab-title"
        sx={{ p: { xs: 1.5, md: 3 } }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between', mb: 2, gap: 1 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="tab-title" variant="h4" component="h2">
              Gift card {codeEnd(card)}
            </Typography>
            <GiftCardStatusChip card={card} />
          </Stack>
          {card.status === 'active' ? (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setConfirming(true)}
              aria-label={`Disable gift card ${codeEnd(card)}`}
            >
              Disable
            </Button>
          ) : null}
        </Stack>
        <Grid container spacing={2}>
          <Field label="Amount">{formatCents(card.amountCents)}</Field>
          <Field label="Balance">{formatCents(card.balanceCents)}</Field>
          <Field label="Buyer">{card.buyerEmail}</Field>
          <Field label="Recipient">{recipient(card)}</Field>
          <Field label="Created">{formatDateTime(card.createdAt)}</Field>
          <Field label="Issued">{formatDateTime(card.issuedAt)}</Field>
          <Field label="Emailed">{formatDateTime(card.emailedAt)}</Field>
          {card.disabledAt ? <Field label="Disabled">{formatDateTime(card.disabledAt)}</Field> : null}
        </Grid>
      </Paper>
      <TableSection id="redemptions-title" title="Redemptions">
        <ResponsiveTable
          labelledBy="redemptions-title"
          columns={REDEMPTION_COLUMNS}
          rows={redemptions}
          rowKey={(r) => r.orderId}
          empty="Not spent yet."
        />
      </TableSection>
      <TableSection id="refunds-title" title="Refunds to the card">
        <ResponsiveTable
          labelledBy="refunds-title"
          columns={REFUND_COLUMNS}
          rows={refunds}
          rowKey={(r) => `${r.orderId}-${r.createdAt}`}
          empty="No refunds."
        />
      </TableSection>
      <ConfirmDialog
        open={confirming}
        title={`Disable gift card ${codeEnd(card)}?`}
        confirmLabel="Disable"
        destructive
        busy={disabling.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      >
        Checkout refuses this card from now on, and its balance ({formatCents(card.balanceCents)}) can no
        longer be spent. Orders already holding part of it keep their share. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
