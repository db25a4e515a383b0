import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { resultsCanRetry, resultsErrorText, type ResultsFailure } from '../results-rules';

export interface ResultsErrorDialogProps {
  failure: ResultsFailure | null;
  retrying: boolean;
  onBack: () => void;
  onRetry: () => void;
}

/** Results error modal (product.md P9): error type and message, Back and (except quota) Retry. */
export function ResultsErrorDialog({ failure, retrying, onBack, onRetry }: ResultsErrorDialogProps) {
  if (!failure) return null;
  const { title, message } = resultsErrorText(failure);
  return (
    <Dialog open onClose={onBack} aria-labelledby="results-error-title" maxWidth="xs" fullWidth>
      <DialogTitle id="results-error-title">{title}</DialogTitle>
      <DialogContent>
        <Typography
          variant="overline"
          data-testid="error-type"
          sx={{
            color: 'text.secondary',
          }}
        >
          {failure.type}
        </Typography>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        {resultsCanRetry(failure) ? (
          <Button variant="contained" onClick={onRetry} disabled={retrying}>
            Retry
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
