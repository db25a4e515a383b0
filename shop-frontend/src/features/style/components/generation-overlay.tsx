import Backdrop from '@mui/material/Backdrop';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isRunning, STAGE_LABELS, type GenerationProgress } from '../generation-progress';
import { GENERATION_TEXTS } from '../hooks/use-artwork-generation';

export interface GenerationOverlayProps {
  progress: GenerationProgress;
  longRunning: boolean;
  /** The newest partial frame of the artwork, while it is made; null until the first arrives. */
  previewUrl?: string | null;
}

export const PREVIEW_TEXTS = {
  alt: 'A first look at your artwork, still being painted',
  caption: 'A first look: your artwork is still being painted.',
} as const;

/**
 * Progress overlay while the artwork is generated (product.md P3). The progress bands stay; above them the newest
 * partial frame of the artwork appears as it arrives; without frames the dialog is the bands alone.
 */
export function GenerationOverlay({ progress, longRunning, previewUrl = null }: GenerationOverlayProps) {
  const open = isRunning(progress) || progress.stage === 'complete';
  const showPreview = previewUrl !== null && progress.stage !== 'error';
  return (
    // MUI's Backdrop is aria-hidden (it is meant to be a bare scrim); this one carries the status, so it is not.
    <Backdrop open={open} aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal - 1, p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }} role="status" aria-live="polite">
        <Stack spacing={2}>
          {showPreview ? (
            <Stack
              spacing={1}
              sx={{
                alignItems: 'center',
              }}
            >
              <Box
                component="img"
                src={previewUrl}
                alt={PREVIEW_TEXTS.alt}
                data-testid="generation-preview"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: { xs: 200, sm: 260 },
                  objectFit: 'contain',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              />
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {PREVIEW_TEXTS.caption}
              </Typography>
            </Stack>
          ) : null}
          <Typography variant="h6" component="p">
            {STAGE_LABELS[progress.stage]}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label="Generation progress"
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography
            variant="body2"
            data-testid="generation-percent"
            sx={{
              color: 'text.secondary',
            }}
          >
            {Math.round(progress.percent)}%
          </Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {GENERATION_TEXTS.overlay}
          </Typography>
          {longRunning ? <Alert severity="info">{GENERATION_TEXTS.longNotice}</Alert> : null}
        </Stack>
      </Paper>
    </Backdrop>
  );
}
