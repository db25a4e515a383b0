import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValid, validateLogin } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { api, useLoginMutation, type LoginApiResponse } from '../../../api/enhanced-api';
import { paths } from '../../../config/paths';
import { loginAlert, verificationEmail, type FormAlertModel } from '../auth-errors';
import { AUTH_TEXT } from '../auth-texts';
import { useFormFields } from '../hooks/use-form-fields';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

/** The store as the generated endpoints' selectors type it (the app's RootState knows the api slice untyped). */
type ApiState = Parameters<ReturnType<typeof api.endpoints.login.select>>[0];

export interface LoginFormProps {
  /** `answeredAt`: when the server's answer was stored (Date.now() clock), the start of the spec's 1 s pause. */
  onSuccess: (response: LoginApiResponse, answeredAt: number) => void;
  onVerificationRequired: (email: string) => void;
  onSwitchToRegister: () => void;
}

/** Login tab (product.md P12): domain validation, server errors in an alert that clears when the form is edited. */
export function LoginForm({ onSuccess, onVerificationRequired, onSwitchToRegister }: LoginFormProps) {
  const [login, { isLoading }] = useLoginMutation();
  const store = useStore();
  const [alert, setAlert] = useState<FormAlertModel>();
  const { values, setErrors, field } = useFormFields({ email: '', password: '' }, () => setAlert(undefined));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    // A valid form has no error shown (editing a field clears its own), so nothing is rendered before the request
    // leaves: the store tells the page of the pending request only at the next frame (RTK's auto-batching).
    if (!isValid(found)) {
      setErrors(found);
      return;
    }
    const sent = login({ loginDto: { email: values.email.trim(), password: values.password } });
    const result = await sent;
    if (result.data) {
      // The answer is stored (and the page rendered signed in) before this line runs: the pause starts at the answer.
      const stored = api.endpoints.login.select(sent.requestId)(store.getState() as ApiState);
      onSuccess(result.data, stored.fulfilledTimeStamp ?? Date.now());
      return;
    }
    const pendingEmail = verificationEmail(result.error, values.email);
    if (pendingEmail) onVerificationRequired(pendingEmail);
    else setAlert(loginAlert(result.error));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="Log in">
      <FormAlert alert={alert} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {AUTH_TEXT.forgotPasswordLink}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? AUTH_TEXT.loggingIn : AUTH_TEXT.logIn}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don't have an account?{' '}
        <Link component="button" type="button" onClick={onSwitchToRegister}>
          Register
        </Link>
      </Typography>
    </Stack>
  );
}
