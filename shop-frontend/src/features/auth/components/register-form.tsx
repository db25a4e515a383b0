import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValid, validateRegister, type FieldErrors } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { useRegisterMutation } from '../../../api/enhanced-api';
import { registerAlert, type FormAlertModel } from '../auth-errors';
import { AUTH_TEXT } from '../auth-texts';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

type Field = 'email' | 'password' | 'confirmPassword';

export interface RegisterFormProps {
  onRegistered: (email: string) => void;
  onSwitchToLogin: () => void;
}

/** Create Account tab (spec 1 §2); confirmPassword is checked here and never sent (spec 1 §5). */
export function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<FormAlertModel>();

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setAlert(undefined);
  };

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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => edit('email')(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        fullWidth
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => edit('password')(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        fullWidth
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => edit('confirmPassword')(e.target.value)}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
        fullWidth
      />
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
