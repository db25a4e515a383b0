import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, priceCentsFor, type PrintSize } from '@petart/domain';
import type { SessionDto } from '../../../api/enhanced-api';
import { effectiveDpi, MIN_GOOD_DPI, PRINT_OPTIONS_TEXTS } from '../print-options-rules';

/** The estimated price of the selection, with the low-resolution warning below 150 DPI. */
export function PriceSummary({
  type,
  selectedSize,
  artwork,
}: {
  type: string;
  selectedSize: PrintSize | undefined;
  artwork: SessionDto['artwork'];
}) {
  const dpi = selectedSize ? effectiveDpi(artwork, selectedSize) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="subtitle2" color="text.secondary">
        Estimated price
      </Typography>
      <Typography variant="h5" data-testid="estimated-price">
        {formatMoney(priceCentsFor(type, selectedSize?.value ?? ''))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {PRINT_OPTIONS_TEXTS.estimate}
      </Typography>
      {dpi !== null && dpi < MIN_GOOD_DPI ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Your artwork prints at {dpi} DPI at this size, below the {MIN_GOOD_DPI} DPI we recommend. A smaller
          size will look sharper.
        </Alert>
      ) : null}
    </Paper>
  );
}
