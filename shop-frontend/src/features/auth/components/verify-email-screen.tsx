import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useResend } from '../hooks/use-resend';
import { AUTH_TEXT } from '../auth-texts';

export interface VerifyEmailScreenProps {
  email: string;
  onBackToLogin: () => void;
}

/** 'Verify Your Email' after registration or a login that needs verification (product.md P12). */
export function VerifyEmailScreen({ email, onBackToLogin }: VerifyEmailScreenProps) {
  const { resend, state, errorMessage } = useResend();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <MarkEmailUnreadIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {AUTH_TEXT.verifyTitle}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        We've sent a verification link to
      </Typography>
      <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }} data-testid="pending-email">
        {email}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        Please check your inbox and your spam folder, then click the link to activate your account.
      </Typography>
      {state === 'sent' ? (
        <Alert severity="success" sx={{ width: '100%', textAlign: 'left' }}>
          <AlertTitle>{AUTH_TEXT.resendAlertTitle}</AlertTitle>
          {AUTH_TEXT.resendAlertMessage}
        </Alert>
      ) : null}
      {state === 'error' ? (
        <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
          <AlertTitle>{AUTH_TEXT.errorTitle}</AlertTitle>
          {errorMessage}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        fullWidth
        disabled={state === 'sending' || state === 'sent'}
        onClick={() => void resend(email)}
      >
        {state === 'sending' ? AUTH_TEXT.sending : state === 'sent' ? AUTH_TEXT.emailSent : AUTH_TEXT.resend}
      </Button>
      <Button variant="text" fullWidth onClick={onBackToLogin}>
        {AUTH_TEXT.backToLogin}
      </Button>
    </Stack>
  );
}
