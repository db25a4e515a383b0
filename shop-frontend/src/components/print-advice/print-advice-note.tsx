import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  adviceExplanation,
  adviceLine,
  type ArtworkPixels,
  type PrintAdvice,
  type PrintSize,
  sizesForType,
} from '@petart/domain';

/**
 * The size advice's verdict line for one size ('51 DPI · Low resolution for this size'), in the verdict's colour. The
 * same words on the product screen's size cards and the preview's specifications (docs/decisions.md "Size advice").
 */
export function PrintAdviceLine({
  advice,
  id,
  testId,
}: {
  advice: PrintAdvice;
  id?: string;
  testId?: string;
}) {
  const color =
    advice.verdict === 'good' ? 'success.dark' : advice.verdict === 'low' ? 'warning.dark' : 'error.main';
  return (
    <Typography variant="caption" id={id} sx={{ display: 'block', color }} data-testid={testId}>
      {adviceLine(advice)}
    </Typography>
  );
}

/**
 * The explanation below a low or too-low size (nothing for a sharp one): a warning that a smaller size looks sharper,
 * or the reason the size cannot be ordered, with a remedy that can be followed (a larger photo when no smaller size
 * helps).
 */
export function PrintAdviceNote({
  advice,
  type,
  size,
  artwork,
  testId = 'print-advice',
}: {
  advice: PrintAdvice | undefined;
  /** The print type: its sizes say whether a smaller one helps. */
  type: string;
  size: PrintSize | undefined;
  artwork: ArtworkPixels | null | undefined;
  testId?: string;
}) {
  const text =
    advice && size ? adviceExplanation(advice, size, { sizes: sizesForType(type), artwork }) : undefined;
  if (!advice || !text) return null;
  return (
    <Alert severity={advice.orderable ? 'warning' : 'error'} sx={{ mt: 1 }} data-testid={testId}>
      {text}
    </Alert>
  );
}
