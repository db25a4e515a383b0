import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirmAccountDeletionMutation } from '../../../api/enhanced-api';
import { signedOut, useAppDispatch } from '../../../auth';
import { paths } from '../../../config/paths';
import { DELETE_ACCOUNT_TEXT } from '../settings-texts';

/**
 * /auth/delete-account/:token, the page the emailed deletion link opens. Nothing happens until the button is pressed
 * (mail scanners open links); then the server signs the account out everywhere and deletes it, and this browser
 * forgets its session too. A used, replaced or expired link shows the server's sentence.
 */
export function DeleteAccountPage() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [confirm, { isLoading }] = useConfirmAccountDeletionMutation();
  const [outcome, setOutcome] = useState<{ done: boolean; text: string }>();

  const submit = async () => {
    const result = await confirm({ confirmDeletionDto: { token } });
    if ('error' in result) {
      setOutcome({ done: false, text: errorBodyMessage(result.error) ?? DELETE_ACCOUNT_TEXT.failed });
      return;
    }
    dispatch(signedOut());
    setOutcome({ done: true, text: result.data.message });
  };

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%' }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {outcome?.done
              ? DELETE_ACCOUNT_TEXT.doneTitle
              : outcome
                ? DELETE_ACCOUNT_TEXT.refusedTitle
                : DELETE_ACCOUNT_TEXT.title}
          </Typography>
          {outcome ? (
            <Alert severity={outcome.done ? 'success' : 'error'}>{outcome.text}</Alert>
          ) : (
            <>
              <Typography>{DELETE_ACCOUNT_TEXT.body}</Typography>
              <Button
                variant="contained"
                color="error"
                disabled={isLoading || token === ''}
                onClick={() => void submit()}
              >
                {isLoading ? DELETE_ACCOUNT_TEXT.deleting : DELETE_ACCOUNT_TEXT.confirm}
              </Button>
            </>
          )}
          <Button component={RouterLink} to={paths.home}>
            {DELETE_ACCOUNT_TEXT.home}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
