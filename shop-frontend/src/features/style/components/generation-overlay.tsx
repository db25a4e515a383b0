import Backdrop from '@mui/material/Backdrop';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { isRunning, STAGE_LABELS, type GenerationProgress } from '../generation-progress';
import { GENERATION_TEXTS } from '../hooks/use-artwork-generation';

export interface GenerationOverlayProps {
  progress: GenerationProgress;
  longRunning: boolean;
}

/** Progress overlay while the artwork is generated (product.md P3). */
export function GenerationOverlay({ progress, longRunning }: GenerationOverlayProps) {
  const open = isRunning(progress) || progress.stage === 'complete';
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal - 1, p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }} role="status" aria-live="polite">
        <Stack spacing={2}>
          <Typography variant="h6" component="p">
            {STAGE_LABELS[progress.stage]}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label="Generation progress"
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" color="text.secondary" data-testid="generation-percent">
            {Math.round(progress.percent)}%
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {GENERATION_TEXTS.overlay}
          </Typography>
          {longRunning ? <Alert severity="info">{GENERATION_TEXTS.longNotice}</Alert> : null}
        </Stack>
      </Paper>
    </Backdrop>
  );
}
