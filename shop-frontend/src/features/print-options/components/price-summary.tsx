import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, printAdvice, priceCentsFor, type PrintSize } from '@petart/domain';
import type { SessionDto } from '../../../api/enhanced-api';
import { ExtraPetsPrice, useExtraPetsCents } from '../../../components/extra-pets-price';
import { PrintAdviceNote } from '../../../components/print-advice';
import { PRINT_OPTIONS_TEXTS } from '../print-options-rules';

/**
 * The estimated price of the selection (with a several-pets portrait's extra pets), with the size advice's warning
 * when the artwork prints soft at that size.
 */
export function PriceSummary({
  type,
  selectedSize,
  artwork,
  petCount = 1,
}: {
  type: string;
  selectedSize: PrintSize | undefined;
  artwork: SessionDto['artwork'];
  petCount?: number;
}) {
  const advice = selectedSize ? printAdvice(artwork, selectedSize) : undefined;
  const petsCents = useExtraPetsCents(petCount);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography
        variant="subtitle2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Estimated price
      </Typography>
      <Typography variant="h5" data-testid="estimated-price">
        {formatMoney(priceCentsFor(type, selectedSize?.value ?? '') + petsCents)}
      </Typography>
      <ExtraPetsPrice petCount={petCount} cents={petsCents} />
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {PRINT_OPTIONS_TEXTS.estimate}
      </Typography>
      <PrintAdviceNote advice={advice} type={type} size={selectedSize} artwork={artwork} />
    </Paper>
  );
}
