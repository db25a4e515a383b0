import { createAction } from '@reduxjs/toolkit';

/**
 * Actions the API layer dispatches (token refresh). They live apart from the slice so the base query can import
 * them without importing the endpoints the slice listens to (which would be an import cycle).
 */
export const tokenRefreshed = createAction<string>('auth/tokenRefreshed');
/** The refresh token was refused: the session is over, clear the auth state. */
export const sessionExpired = createAction('auth/sessionExpired');
