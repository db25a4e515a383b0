import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useId, useState, type FormEvent } from 'react';
import { useRequestAccountDeletionMutation } from '../../../api/enhanced-api';
import { PRIVACY_TEXT } from '../settings-texts';

/**
 * "Delete my account": the password first (a wrong one is refused with the server's sentence), then the server emails
 * a link that confirms; nothing is deleted until it is opened.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [requestDeletion, { isLoading }] = useRequestAccountDeletionMutation();

  const close = () => {
    setPassword('');
    setProblem(undefined);
    setSent(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(PRIVACY_TEXT.passwordRequired);
      return;
    }
    const result = await requestDeletion({ deleteAccountDto: { password } });
    if ('error' in result) {
      setProblem(errorBodyMessage(result.error) ?? PRIVACY_TEXT.deleteFailed);
      return;
    }
    setSent(result.data.message);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {sent ? (
        <>
          <DialogTitle id={titleId}>{PRIVACY_TEXT.deleteSentTitle}</DialogTitle>
          <DialogContent>
            <Alert severity="success">{sent}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} variant="contained">
              {PRIVACY_TEXT.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{PRIVACY_TEXT.deleteTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{PRIVACY_TEXT.deleteBody}</DialogContentText>
            <TextField
              label={PRIVACY_TEXT.deletePassword}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(undefined);
              }}
              error={problem !== undefined}
              fullWidth
              autoFocus
            />
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{PRIVACY_TEXT.cancel}</Button>
            <Button type="submit" color="error" variant="contained" disabled={isLoading}>
              {isLoading ? PRIVACY_TEXT.deleteSending : PRIVACY_TEXT.deleteSubmit}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
