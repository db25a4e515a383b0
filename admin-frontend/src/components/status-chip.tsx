import Chip from '@mui/material/Chip';
import { adminFulfilmentStatusLabel, fulfilmentBadgeTone } from '@petart/domain';

const TONE = {
  destructive: { color: 'error', variant: 'filled' },
  default: { color: 'primary', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
  secondary: { color: 'default', variant: 'filled' },
} as const;

/** The admin's status badge (product.md P6 labels and tones). */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const tone = TONE[fulfilmentBadgeTone(status)];
  return (
    <Chip size="small" label={adminFulfilmentStatusLabel(status)} color={tone.color} variant={tone.variant} />
  );
}
