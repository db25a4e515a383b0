import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { AUTH_TEXT } from '../auth-texts';

/**
 * - signingIn: the link opened a session, the shop is fetching it (refresh cookie, then the user);
 * - signedIn: on the way to `continueTo` (the page navigates after LOGIN_REDIRECT_DELAY_MS);
 * - signedOut: verified, but no session here (log in);
 * - alreadyVerified: the link was used before (/auth?verified=already).
 */
export type EmailVerifiedState = 'signingIn' | 'signedIn' | 'signedOut' | 'alreadyVerified';

/** /auth?verified=true and ?verified=already (product.md P12; the link signs in: docs/decisions.md). */
export function EmailVerified({ state, continueTo }: { state: EmailVerifiedState; continueTo: string }) {
  const already = state === 'alreadyVerified';
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {already ? AUTH_TEXT.alreadyVerifiedTitle : AUTH_TEXT.verifiedTitle}
      </Typography>
      {already ? (
        <Typography>{AUTH_TEXT.alreadyVerifiedMessage}</Typography>
      ) : (
        <Typography>{AUTH_TEXT.verifiedMessage}</Typography>
      )}
      {state === 'signingIn' ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {AUTH_TEXT.verifiedSigningIn}
          </Typography>
        </Stack>
      ) : null}
      {state === 'signedIn' ? (
        <>
          <Typography
            role="status"
            sx={{
              color: 'text.secondary',
            }}
          >
            {AUTH_TEXT.verifiedSignedIn}
          </Typography>
          <Button variant="contained" fullWidth component={RouterLink} to={continueTo} replace>
            {AUTH_TEXT.continueToCreate}
          </Button>
        </>
      ) : null}
      {state === 'signedOut' || already ? (
        <>
          {already ? null : (
            <Typography
              sx={{
                color: 'text.secondary',
              }}
            >
              {AUTH_TEXT.verifiedActivated}
            </Typography>
          )}
          <Button variant="contained" fullWidth component={RouterLink} to={paths.auth({ tab: 'login' })}>
            {AUTH_TEXT.continueToLogin}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
