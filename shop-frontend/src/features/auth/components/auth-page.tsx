import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginApiResponse } from '../../../api/enhanced-api';
import {
  DEFAULT_AFTER_LOGIN,
  isAuthLoading,
  postLoginTarget,
  useAppSelector,
  useIsSignedIn,
} from '../../../auth';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast';
import type { AuthTab } from '../../../config/paths';
import { preloadRoute } from '../../../lib/route-preload';
import { whenIdle } from '../../../lib/scheduling';
import { AUTH_TEXT } from '../auth-texts';
import { AuthLayout } from './auth-layout';
import { EmailVerified } from './email-verified';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { VerificationFailed } from './verification-failed';
import { VerifyEmailScreen } from './verify-email-screen';

/** product.md P11: login redirect delay. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export interface AuthPageProps {
  /** /login and /register choose their tab themselves. */
  defaultTab?: AuthTab;
}

/** /auth (product.md P12): login and create-account tabs, Verify Your Email, Email Verified, invalid link. */
export function AuthPage({ defaultTab }: AuthPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [tab, setTab] = useState<AuthTab>(
    params.get('tab') === 'register' ? 'register' : (defaultTab ?? 'login'),
  );
  const [pendingEmail, setPendingEmail] = useState<string>();
  // Set when this page logs the user in (from the submit on): it then navigates itself after the success toast.
  const [loggingIn, setLoggingIn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Lets go of the next page prepared during the pause (route-preload.ts).
  const releasePreload = useRef<() => void>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      releasePreload.current?.();
    },
    [],
  );

  const redirectParam = params.get('redirect');
  const verified = params.get('verified');
  // The emailed link verified the email and signed the customer in: 'Email Verified!', then on to /app/create.
  const justVerified = verified === 'true';
  // Only what this page shows, as values: a signed-out visitor's page is not rendered again (synchronously, while they
  // type) each time the start-up lookup moves idle -> anonymous (issue 21).
  const isAuthenticated = useIsSignedIn();
  // Waiting for the start-up lookup: shown only when there is a session to wait for (a stored token, or the emailed
  // link's fresh sign-in).
  const waitingForSession = useAppSelector(
    ({ auth }) => isAuthLoading(auth) && (justVerified || auth.token !== null),
  );

  // A signed-in visitor goes to the stored address, else ?redirect= (read once: reading clears the stored one).
  const redirected = useRef(false);
  const sendAway = isAuthenticated && !loggingIn && !justVerified;
  useEffect(() => {
    if (!sendAway || redirected.current) return;
    redirected.current = true;
    void navigate(postLoginTarget(redirectParam), { replace: true });
  }, [sendAway, navigate, redirectParam]);

  const continueAfterVerification = justVerified && isAuthenticated;
  useEffect(() => {
    if (!continueAfterVerification) return undefined;
    const id = setTimeout(
      () => void navigate(DEFAULT_AFTER_LOGIN, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(id);
  }, [continueAfterVerification, navigate]);

  // Without a stored token the visitor is almost surely signed out: the forms show at once (as the prerendered page
  // does) instead of waiting for the start-up GET /api/user; should it find a session after all, the visitor is sent on.
  if ((waitingForSession && !justVerified) || sendAway) return <PageLoader />;

  const chooseTab = (next: AuthTab) => {
    setTab(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        copy.delete('verified');
        copy.delete('reason');
        return copy;
      },
      { replace: true },
    );
  };

  const onLoggedIn = (response: LoginApiResponse, answeredAt: number) => {
    toast({
      title: AUTH_TEXT.loginSuccessTitle,
      description: AUTH_TEXT.loginSuccessMessage,
      variant: 'success',
    });
    const target = postLoginTarget(redirectParam ?? response.redirectTo ?? null);
    // The next page's code is loaded, evaluated and rendered once (hidden) during the pause, so the navigation only
    // renders it again, warm.
    releasePreload.current = preloadRoute(target);
    // One second from the server's answer (product.md P11), not from here: storing the user renders the page first.
    const pause = Math.max(0, LOGIN_REDIRECT_DELAY_MS - (Date.now() - answeredAt));
    timer.current = setTimeout(() => {
      void navigate(target, { replace: true });
      // Unmounted once the phone is idle again, after the navigation's own render.
      const release = releasePreload.current;
      releasePreload.current = undefined;
      if (release) whenIdle(release);
    }, pause);
  };

  const onRegistered = (email: string) => {
    toast({
      title: AUTH_TEXT.registrationSuccessTitle,
      description: AUTH_TEXT.registrationSuccessMessage,
      variant: 'success',
    });
    setPendingEmail(email);
  };

  const backToLogin = () => {
    setPendingEmail(undefined);
    chooseTab('login');
  };

  let content;
  if (pendingEmail) content = <VerifyEmailScreen email={pendingEmail} onBackToLogin={backToLogin} />;
  else if (justVerified) {
    const state = isAuthenticated ? 'signedIn' : waitingForSession ? 'signingIn' : 'signedOut';
    content = <EmailVerified state={state} continueTo={DEFAULT_AFTER_LOGIN} />;
  } else if (verified === 'already') {
    content = <EmailVerified state="alreadyVerified" continueTo={DEFAULT_AFTER_LOGIN} />;
  } else if (verified === 'false') content = <VerificationFailed onBackToLogin={backToLogin} />;
  else {
    content = (
      <>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
          {tab === 'login' ? 'Welcome Back' : 'Create Your Account'}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: AuthTab) => chooseTab(value)}
          variant="fullWidth"
          sx={{ mb: 3 }}
          aria-label="Account"
        >
          <Tab value="login" label={AUTH_TEXT.loginTab} />
          <Tab value="register" label={AUTH_TEXT.registerTab} />
        </Tabs>
        <Box>
          {tab === 'login' ? (
            <LoginForm
              onSubmitting={() => setLoggingIn(true)}
              onSuccess={onLoggedIn}
              onVerificationRequired={setPendingEmail}
              onSwitchToRegister={() => chooseTab('register')}
            />
          ) : (
            <RegisterForm onRegistered={onRegistered} onSwitchToLogin={() => chooseTab('login')} />
          )}
        </Box>
      </>
    );
  }

  return <AuthLayout>{content}</AuthLayout>;
}
