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
import { holdScreen } from '../../../lib/held-screen';
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
  // A login answered after this page opened is the page's own: it then navigates itself after the success toast. Read
  // from the store rather than set at the submit, so the submit renders nothing before the request has left.
  const [openedAt] = useState(() => Date.now());
  const loggedInHere = useAppSelector(
    ({ auth }) => auth.status === 'authenticated' && auth.credentialsAt >= openedAt,
  );
  // The page's own element: what stays on screen during the pause after a login (holdScreen).
  const pageRef = useRef<HTMLDivElement>(null);

  const redirectParam = params.get('redirect');
  const verified = params.get('verified');
  // The emailed link verified the email: 'Email Verified!', then on to /app/create when it also signed the customer in
  // (only in the browser that registered), else 'Continue to Login'.
  const justVerified = verified === 'true';
  // Only what this page shows, as values: a signed-out visitor's page is not rendered again (synchronously, while they
  // type) each time the start-up lookup moves idle -> anonymous.
  const isAuthenticated = useIsSignedIn();
  // Waiting for the start-up lookup: shown only when there is a session to wait for (a stored token, or the emailed
  // link's fresh sign-in).
  const waitingForSession = useAppSelector(
    ({ auth }) => isAuthLoading(auth) && (justVerified || auth.token !== null),
  );

  // A signed-in visitor goes to the stored address, else ?redirect= (read once: reading clears the stored one).
  const redirected = useRef(false);
  const sendAway = isAuthenticated && !loggedInHere && !justVerified;
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
    // One second from the server's answer (product.md P11), not from here: storing the user renders the page first.
    const pause = Math.max(0, LOGIN_REDIRECT_DELAY_MS - (Date.now() - answeredAt));
    // The navigation starts now, behind a still copy of this page that goes when the pause is over: the next page is
    // loaded, rendered and painted during the pause and shows at its end at once (held-screen.ts).
    if (pageRef.current && pause > 0) holdScreen(pageRef.current, pause);
    void navigate(target, { replace: true });
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

  return <AuthLayout ref={pageRef}>{content}</AuthLayout>;
}
