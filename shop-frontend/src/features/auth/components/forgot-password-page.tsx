import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateForgotPassword } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForgotPasswordMutation } from '../../../api/enhanced-api';
import { paths } from '../../../config/paths';
import { AUTH_TEXT } from '../auth-texts';
import { AuthLayout } from './auth-layout';

type Status = 'idle' | 'loading' | 'success' | 'error';

/** /auth/forgot-password (product.md P12, P3: idle, loading, success, error). */
export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email }).email;
    setEmailError(found);
    if (found) return;
    setStatus('loading');
    const result = await forgotPassword({ emailDto: { email: email.trim() } });
    setStatus('error' in result ? 'error' : 'success');
  };

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {AUTH_TEXT.forgotTitle}
        </Typography>
        {status === 'success' ? (
          <Alert severity="success">
            <AlertTitle>{AUTH_TEXT.forgotSuccessTitle}</AlertTitle>
            {AUTH_TEXT.forgotSuccessMessage}
          </Alert>
        ) : (
          <>
            <Typography
              sx={{
                color: 'text.secondary',
                textAlign: 'center',
              }}
            >
              Enter the email address of your account and we'll send you a link to reset your password.
            </Typography>
            {status === 'error' ? <Alert severity="error">{AUTH_TEXT.forgotFailure}</Alert> : null}
            <Stack
              component="form"
              noValidate
              spacing={2}
              onSubmit={(e) => void submit(e)}
              aria-label="Forgot password"
            >
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(undefined);
                  if (status === 'error') setStatus('idle');
                }}
                error={Boolean(emailError)}
                helperText={emailError}
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={status === 'loading'}>
                {status === 'loading' ? AUTH_TEXT.sending : AUTH_TEXT.sendResetLink}
              </Button>
            </Stack>
          </>
        )}
        <Link component={RouterLink} to={paths.auth()} sx={{ textAlign: 'center' }}>
          {AUTH_TEXT.returnToLogin}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
