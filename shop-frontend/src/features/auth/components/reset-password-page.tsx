import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValid, validateResetPassword } from '@petart/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorResponse } from '../../../api/api-error';
import { useResetPasswordMutation, useVerifyResetTokenQuery } from '../../../api/enhanced-api';
import { paths } from '../../../config/paths';
import { AUTH_TEXT } from '../auth-texts';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}

/** Why a reset link is unusable: one of the three texts of product.md P12. */
function invalidReason(
  token: string | undefined,
  data: { valid: boolean; message?: string } | undefined,
  error: Parameters<typeof errorResponse>[0],
): string | undefined {
  if (!token) return AUTH_TEXT.resetTokenMissing;
  if (data) return data.valid ? undefined : (data.message ?? AUTH_TEXT.resetTokenInvalid);
  if (!error) return undefined;
  const { status, body } = errorResponse(error);
  const known = messageOf(body);
  if (status === 400 && known) return known;
  return AUTH_TEXT.resetVerifyProblem;
}

function InvalidLink({ reason }: { reason: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
        {AUTH_TEXT.invalidResetTitle}
      </Typography>
      <Alert severity="error">{reason}</Alert>
      <Button variant="contained" component={RouterLink} to={paths.forgotPasswordShort}>
        {AUTH_TEXT.requestNewLink}
      </Button>
      <Link component={RouterLink} to={paths.auth()} sx={{ textAlign: 'center' }}>
        {AUTH_TEXT.returnToLogin}
      </Link>
    </Stack>
  );
}

/** /auth/reset-password/:token? (token from the path, else ?token=) with the states of product.md P3. */
export function ResetPasswordPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = (pathToken ?? params.get('token') ?? '').trim() || undefined;
  const check = useVerifyResetTokenQuery(token ? { token } : skipToken);
  const [resetPassword, { isLoading: isResetting }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const { values, setErrors, field } = useFormFields({ password: '', confirmPassword: '' }, () =>
    setFailure(undefined),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (!isValid(found) || !token) return;
    const result = await resetPassword({ resetPasswordDto: { token, ...values } });
    if ('error' in result) {
      setFailure(messageOf(errorResponse(result.error).body) ?? AUTH_TEXT.resetFailure);
      return;
    }
    setDone(true);
  };

  let content;
  if (done) {
    content = (
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {AUTH_TEXT.resetSuccessTitle}
        </Typography>
        <Typography>{AUTH_TEXT.resetSuccessMessage}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.auth({ tab: 'login' })}>
          {AUTH_TEXT.returnToLogin}
        </Button>
      </Stack>
    );
  } else if (token && check.isLoading) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading" />
        <Typography>{AUTH_TEXT.verifyingReset}</Typography>
      </Stack>
    );
  } else {
    const reason = invalidReason(token, check.data, check.error);
    content = reason ? (
      <InvalidLink reason={reason} />
    ) : (
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void submit(e)}
        aria-label="Reset password"
      >
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {AUTH_TEXT.forgotTitle}
        </Typography>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <PasswordField label={AUTH_TEXT.newPassword} autoComplete="new-password" {...field('password')} />
        <PasswordField
          label={AUTH_TEXT.confirmPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isResetting}>
          {isResetting ? AUTH_TEXT.resettingPassword : AUTH_TEXT.resetPassword}
        </Button>
      </Stack>
    );
  }

  return <AuthLayout>{content}</AuthLayout>;
}
