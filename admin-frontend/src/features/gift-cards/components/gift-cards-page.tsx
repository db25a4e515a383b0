import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { Link as RouterLink } from 'react-router';
import { useListAdminGiftCardsQuery, type AdminGiftCardDto } from '../../../api/enhanced-api';
import { formatCents, formatDate } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { giftCardPath } from '../../../config/paths';
import { codeEnd, GiftCardStatusChip, recipient } from './gift-card-status';

const COLUMNS: readonly ResponsiveColumn<AdminGiftCardDto>[] = [
  {
    label: 'Code',
    primary: true,
    sx: { fontWeight: 600 },
    render: (card) => (
      <Link component={RouterLink} to={giftCardPath(card.id)} aria-label={`Gift card ${codeEnd(card)}`}>
        {codeEnd(card)}
      </Link>
    ),
  },
  { label: 'Amount', align: 'right', render: (card) => formatCents(card.amountCents) },
  { label: 'Balance', align: 'right', render: (card) => formatCents(card.balanceCents) },
  { label: 'Status', card: 'chip', render: (card) => <GiftCardStatusChip card={card} /> },
  { label: 'Buyer', render: (card) => card.buyerEmail },
  { label: 'Recipient', render: recipient },
  { label: 'Created', render: (card) => formatDate(card.createdAt) },
];

/**
 * Gift cards, newest first: the code's last four characters, the amount bought, the balance left (the server derives
 * it from the redemptions and refunds, D-277), the status, who bought it and for whom. A card opens its page, where it
 * can be disabled. Cards on a phone (D-158).
 */
export function GiftCardsPage() {
  const list = useListAdminGiftCardsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tab-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Gift Cards
      </Typography>
      {list.isLoading && <CircularProgress aria-label="Loading gift cards" />}
      {list.isError && (
        <Alert severity="error">{errorBodyMessage(list.error) ?? 'Failed to fetch the gift cards'}</Alert>
      )}
      {list.data && (
        <ResponsiveTable
          label="Gift cards"
          columns={COLUMNS}
          rows={list.data.items}
          rowKey={(card) => card.id}
          empty="No gift cards yet."
          hover
        />
      )}
    </Paper>
  );
}
