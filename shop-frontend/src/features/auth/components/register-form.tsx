import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValid, validateRegister } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { useRegisterMutation } from '../../../api/enhanced-api';
import { registerAlert, type FormAlertModel } from '../auth-errors';
import { AUTH_TEXT } from '../auth-texts';
import { useFormFields } from '../hooks/use-form-fields';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

export interface RegisterFormProps {
  onRegistered: (email: string) => void;
  onSwitchToLogin: () => void;
}

/** Create Account tab (product.md P12); confirmPassword is checked here and never sent (product.md P10). */
export function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const [alert, setAlert] = useState<FormAlertModel>();
  const { values, setErrors, field } = useFormFields({ email: '', password: '', confirmPassword: '' }, () =>
    setAlert(undefined),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (!isValid(found)) return;
    const email = values.email.trim();
    const result = await register({ registerDto: { email, password: values.password } });
    if (result.data) onRegistered(result.data.email || email);
    else setAlert(registerAlert(result.error));
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void submit(e)}
      aria-label="Create account"
    >
      <FormAlert alert={alert} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? AUTH_TEXT.creatingAccount : AUTH_TEXT.createAccount}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component="button" type="button" onClick={onSwitchToLogin}>
          Log In
        </Link>
      </Typography>
    </Stack>
  );
}
