import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ERROR_CATALOGUE, FAILURE_TEXTS, type ErrorType } from '@petart/domain';

/** A failed generation as the dialog needs it. */
export interface GenerationFailure {
  type: ErrorType;
  message: string;
  status?: number;
}

/** Which dialog a failure gets (product.md P9 "Generation dialogs"). */
export type GenerationDialogKind = 'safety' | 'quota' | 'server' | 'other';

export function dialogKindFor(failure: GenerationFailure): GenerationDialogKind {
  if (failure.type === 'SAFETY_SYSTEM_REJECTION') return 'safety';
  // Quota and the per-user limit (HTTP 429) cannot be fixed by retrying right away: 'Go Back' only.
  if (failure.type === 'QUOTA_EXCEEDED' || failure.type === 'RATE_LIMIT' || failure.status === 429)
    return 'quota';
  if (failure.type === 'SERVER_ERROR') return 'server';
  return 'other';
}

export const SAFETY_REASONS = [
  'Violent or graphic content',
  'Adult or explicit content',
  'Hateful imagery',
  'Minors in inappropriate contexts',
] as const;

export const WHAT_MIGHT_HAVE_HAPPENED = [
  'The AI service may be temporarily unavailable',
  'There may be a connection issue',
  'The image processing may have failed',
] as const;

const QUOTA_MESSAGE =
  'Our image generation service is currently unavailable due to high demand. Please try again in a few minutes.';
const TECHNICAL_DIFFICULTIES =
  "We're experiencing technical difficulties with our servers. Please try again in a moment.";

export interface GenerationErrorDialogProps {
  failure: GenerationFailure | null;
  onGoBack: () => void;
  onRetry: () => void;
  onUploadDifferent: () => void;
}

/** The error dialogs of the style step, one per error type, with the texts and buttons of product.md P9. */
export function GenerationErrorDialog({
  failure,
  onGoBack,
  onRetry,
  onUploadDifferent,
}: GenerationErrorDialogProps) {
  if (!failure) return null;
  const kind = dialogKindFor(failure);
  const entry = ERROR_CATALOGUE[failure.type];
  const title =
    kind === 'quota' && failure.type !== 'RATE_LIMIT' ? ERROR_CATALOGUE.QUOTA_EXCEEDED.title : entry.title;

  let body;
  if (kind === 'safety') {
    body = (
      <>
        <DialogContentText>{ERROR_CATALOGUE.SAFETY_SYSTEM_REJECTION.message}</DialogContentText>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Images may be rejected if they contain:
        </Typography>
        <ul>
          {SAFETY_REASONS.map((reason) => (
            <li key={reason}>
              <Typography variant="body2">{reason}</Typography>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (kind === 'quota') {
    body = (
      <DialogContentText>
        {failure.type === 'RATE_LIMIT' ? ERROR_CATALOGUE.RATE_LIMIT.message : QUOTA_MESSAGE}
      </DialogContentText>
    );
  } else if (kind === 'server') {
    body = (
      <>
        <DialogContentText>{TECHNICAL_DIFFICULTIES}</DialogContentText>
        {failure.message && failure.message !== TECHNICAL_DIFFICULTIES ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 1,
            }}
          >
            {failure.message}
          </Typography>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <DialogContentText>{failure.message || FAILURE_TEXTS.generationFallback}</DialogContentText>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          What might have happened?
        </Typography>
        <ul>
          {WHAT_MIGHT_HAVE_HAPPENED.map((reason) => (
            <li key={reason}>
              <Typography variant="body2">{reason}</Typography>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={kind === 'safety' ? onUploadDifferent : onGoBack}
      aria-labelledby="generation-error-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="generation-error-title">{title}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        {kind === 'safety' ? (
          <Button variant="contained" onClick={onUploadDifferent}>
            Upload a Different Image
          </Button>
        ) : (
          <>
            <Button onClick={onGoBack}>Go Back</Button>
            {kind === 'quota' ? null : (
              <Button variant="contained" onClick={onRetry}>
                Try Generation Again
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
