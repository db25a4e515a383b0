import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { api, useGetMeQuery, useLogoutMutation, type UserDto } from '../../../api/enhanced-api';
import { hasSignedInHint } from '@petart/web-shared/session';
import { session } from '../../../api/empty-api';
import { signedOut } from '../../../auth/auth.slice';
import { useAppDispatch, useAuthToken } from '../../../auth/hooks';
import { PageLoader } from '../../../components/page-loader';
import { env } from '../../../config/env';
import { SignInPage } from './sign-in-page';

const CurrentAdminContext = createContext<UserDto | null>(null);

/** The signed-in administrator (inside the gate). */
export function useCurrentAdmin(): UserDto | null {
  return useContext(CurrentAdminContext);
}

/** Signs out: the server revokes the refresh cookie, the token and every cached answer are dropped. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return async () => {
    try {
      await logout().unwrap();
    } catch {
      // Signed out locally anyway.
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}

/** product.md P12: a non-admin sees 'Access Denied' with 'Return to App' (the shop's /app). */
export function AccessDenied() {
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Access Denied
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          You don&apos;t have permission to access the admin dashboard.
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{
            justifyContent: 'center',
          }}
        >
          <Button variant="contained" href={`${env.shopUrl}/app`}>
            Return to App
          </Button>
          <Button variant="outlined" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * Everything under it needs a signed-in administrator. Without a stored token, when the browser holds the API's
 * signed-in hint, it first tries the API's refresh cookie (a staff member signed in on the shop gets in without typing
 * the password again); without the hint there is no session to renew, so it asks nothing (no refused refresh in the
 * console) and shows the sign-in page. A signed-in non-administrator gets Access Denied.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const store = useStore();
  const [silentTried, setSilentTried] = useState(() => token !== null || !hasSignedInHint());
  useEffect(() => {
    if (silentTried) return;
    let live = true;
    void session.renewSession(store).finally(() => {
      if (live) setSilentTried(true);
    });
    return () => {
      live = false;
    };
  }, [silentTried, store]);
  const me = useGetMeQuery(undefined, { skip: token === null });

  if (!silentTried) return <PageLoader />;
  if (token === null) return <SignInPage />;
  if (me.isLoading || (me.isFetching && !me.data)) return <PageLoader />;
  if (!me.data) return <SignInPage />;
  if (!me.data.isAdmin) return <AccessDenied />;
  return <CurrentAdminContext.Provider value={me.data}>{children}</CurrentAdminContext.Provider>;
}
