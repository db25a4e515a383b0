import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PhotoWarning } from '@petart/domain';

export const PHOTO_WARNINGS_TEXTS = {
  title: 'This photo may not make the best art',
  intro: 'We checked your photo before creating anything. You can go on with it, or pick another photo.',
  continue: 'Continue Anyway',
  chooseAnother: 'Choose Another Photo',
} as const;

export interface PhotoWarningsDialogProps {
  /** What the upload's photo check found for one photo; the dialog is open while there is any. */
  warnings: readonly PhotoWarning[];
  onContinue: () => void;
  onChooseAnother: () => void;
}

/**
 * What the photo check found, in the upload step's words, before any generation is spent (D-169): the
 * customer goes on with this photo or picks another. Per photo, so an upload of several photos can show one per photo.
 */
export function PhotoWarningsDialog({ warnings, onContinue, onChooseAnother }: PhotoWarningsDialogProps) {
  return (
    <Dialog
      open={warnings.length > 0}
      onClose={onChooseAnother}
      aria-labelledby="photo-warnings-title"
      aria-describedby="photo-warnings-intro"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="photo-warnings-title">{PHOTO_WARNINGS_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Typography
          id="photo-warnings-intro"
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {PHOTO_WARNINGS_TEXTS.intro}
        </Typography>
        <List dense>
          {warnings.map((warning, index) => (
            <ListItem
              key={`${warning.code}-${index}`}
              disableGutters
              data-testid={`photo-warning-${warning.code}`}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <WarningAmberIcon color="warning" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={warning.message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onChooseAnother}>
          {PHOTO_WARNINGS_TEXTS.chooseAnother}
        </Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {PHOTO_WARNINGS_TEXTS.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
