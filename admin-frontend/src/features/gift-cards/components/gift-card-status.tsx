import Chip from '@mui/material/Chip';
import type { AdminGiftCardDto } from '../../../api/enhanced-api';

/** A card's status in staff's words. */
export const GIFT_CARD_STATUS_LABELS: Record<AdminGiftCardDto['status'], string> = {
  awaiting_payment: 'Awaiting payment',
  active: 'Active',
  disabled: 'Disabled',
};

/** The code as staff see it: its last four characters only (the full code is never stored). */
export const codeEnd = (card: AdminGiftCardDto): string => (card.codeEnd ? `…${card.codeEnd}` : '—');

/** The recipient: name and email, or the email alone. */
export const recipient = (card: AdminGiftCardDto): string =>
  card.recipientName ? `${card.recipientName} <${card.recipientEmail}>` : card.recipientEmail;

export function GiftCardStatusChip({ card }: { card: AdminGiftCardDto }) {
  const colour =
    card.status === 'active' ? 'success' : card.status === 'awaiting_payment' ? 'info' : 'default';
  return <Chip size="small" color={colour} variant="outlined" label={GIFT_CARD_STATUS_LABELS[card.status]} />;
}
