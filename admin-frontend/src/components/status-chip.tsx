import Chip from '@mui/material/Chip';
import { fulfilmentBadgeTone, fulfilmentStatusLabel } from '@petart/domain';

const TONE = {
  destructive: { color: 'error', variant: 'filled' },
  default: { color: 'primary', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
  secondary: { color: 'default', variant: 'filled' },
} as const;

/**
 * The status badge of the order lists and pages: the product's labels (product.md P6: Fulfilled, not the dashboard's
 * Delivered; docs/decisions.md "The order status chips say Fulfilled") and tones.
 */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const tone = TONE[fulfilmentBadgeTone(status)];
  return (
    <Chip size="small" label={fulfilmentStatusLabel(status)} color={tone.color} variant={tone.variant} />
  );
}
