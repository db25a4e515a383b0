import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateForgotPassword } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { useResend } from '../hooks/use-resend';
import { AUTH_TEXT } from '../auth-texts';

/** /auth?verified=false: the link was invalid, used or expired; offer a new one (product.md P2.1). */
export function VerificationFailed({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { resend, state, errorMessage } = useResend();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email }).email;
    setEmailError(found);
    if (!found) void resend(email);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
        {AUTH_TEXT.verificationFailedTitle}
      </Typography>
      <Alert severity="error">{AUTH_TEXT.verificationInvalid}</Alert>
      {state === 'sent' ? (
        <Alert severity="success">
          <AlertTitle>{AUTH_TEXT.resendAlertTitle}</AlertTitle>
          {AUTH_TEXT.resendAlertMessage}
        </Alert>
      ) : null}
      {state === 'error' ? (
        <Alert severity="error">
          <AlertTitle>{AUTH_TEXT.errorTitle}</AlertTitle>
          {errorMessage}
        </Alert>
      ) : null}
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Resend verification email">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          error={Boolean(emailError)}
          helperText={emailError}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={state === 'sending' || state === 'sent'}>
          {state === 'sending'
            ? AUTH_TEXT.sending
            : state === 'sent'
              ? AUTH_TEXT.emailSent
              : AUTH_TEXT.resend}
        </Button>
      </Stack>
      <Button variant="text" onClick={onBackToLogin}>
        {AUTH_TEXT.backToLogin}
      </Button>
    </Stack>
  );
}
