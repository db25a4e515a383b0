export { AuthBootstrap } from './auth-bootstrap';
export { DEFAULT_AFTER_LOGIN, postLoginTarget, safeRedirectPath, saveAuthRedirect } from './auth-redirect';
export { displayName, parseShippingInfo, type AuthUser } from './auth-user';
export { signedOut, type AuthStatus } from './auth.slice';
export { isAuthLoading, isSignedIn, useAppDispatch, useAppSelector, useAuth, useIsSignedIn } from './hooks';
export { SignedInPrerender, useHydrated, useSignedInPrerender } from './signed-in-prerender';
