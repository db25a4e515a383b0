import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATUS_FALLBACK_MESSAGES } from '@petart/domain';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { saveAuthRedirect, useAuth, useSignedInPrerender } from '../../../auth';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { safeStorage, STORAGE_KEYS } from '../../../config/storage-keys';

/**
 * Guard of /app/* (product.md P12 Protected routes): spinner while auth loads; otherwise 'Authentication Required' with
 * a link to /auth?redirect={path+query}. The path is also saved as authRedirectUrl when no token is stored.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, status } = useAuth();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const refused = !isLoading && !isAuthenticated && status !== 'signedOut';

  useEffect(() => {
    if (refused && !safeStorage.get(STORAGE_KEYS.authToken)) saveAuthRedirect(target);
  }, [refused, target]);

  // Just logged out: the shell is on its way to '/', do not ask them to log in meanwhile.
  const view = isLoading || status === 'signedOut' ? 'loading' : isAuthenticated ? 'app' : 'refused';
  // The answer of GET /api/user arrives as a store update, which React renders synchronously; the page behind the
  // guard is the app's largest render. Deferred, it is rendered as a transition instead: in short tasks that leave
  // the phone's main thread free, with the spinner on screen until it is done. Leaving the app is never deferred.
  const deferredView = useDeferredValue(view);
  const shown = view === 'app' ? deferredView : view;
  // The build's signed-in page (shown to a browser with a session): the page itself, its user not yet known.
  if (useSignedInPrerender()) return <>{children}</>;
  if (shown === 'loading') return <PageLoader />;
  if (shown === 'refused') {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 440, width: '100%' }}>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <LockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h4" component="h1">
              Authentication Required
            </Typography>
            <Typography
              sx={{
                color: 'text.secondary',
              }}
            >
              {STATUS_FALLBACK_MESSAGES[401]}
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.auth({ redirect: target })}>
              Go to Login Page
            </Button>
          </Stack>
        </Paper>
      </Box>
    );
  }
  return <>{children}</>;
}
