import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * "This browser holds a session": set next to the refresh cookie (which only /api sees) with the same lifetime, and
 * cleared with it, so that a page request can tell a signed-in visitor from a stranger. The shop uses it to send
 * `/app/create` prerendered signed in instead of the empty shell (docs/decisions.md "Signed-in create page").
 *
 * Signed with the cookie secret so it is only ever ours, but it grants nothing: it picks which of two static,
 * user-free pages paints first. Who the user is, and whether the session still holds, the app asks the API as always.
 *
 * Readable by the shop's scripts (not HttpOnly): without it and without a stored access token the shop knows the
 * visitor is signed out and asks nothing (no failing GET /api/user); with it but no stored token (after the emailed
 * verification link signed the customer in) the shop renews the session from the refresh cookie
 * (docs/decisions.md D-154 "Signed-out pages ask nothing at start").
 */
export const SIGNED_IN_COOKIE = 'petart_signed_in';

interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function setSignedInCookie(reply: FastifyReply, { secure, maxAgeSeconds }: CookieOptions): void {
  void reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
    signed: true,
  });
}

export function clearSignedInCookie(reply: FastifyReply, { secure }: Pick<CookieOptions, 'secure'>): void {
  void reply.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

/** The request carries our signed-in cookie (a forged or altered one does not count). */
export function hasSignedInCookie(request: FastifyRequest): boolean {
  const value = request.cookies?.[SIGNED_IN_COOKIE];
  if (typeof value !== 'string') return false;
  const unsigned = request.unsignCookie(value);
  return unsigned.valid && unsigned.value === '1';
}
