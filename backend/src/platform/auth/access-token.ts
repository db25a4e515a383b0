import { createSecretKey, type KeyObject } from 'node:crypto';
import { sign } from 'jsonwebtoken';

/** Lifetime of an access token (15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The only algorithm access tokens are signed and accepted with. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/**
 * Claims of our access tokens. `sub` is the user id; `epoch` the user's session epoch when the session was opened
 * (users.session_epoch: a password reset or a staff disable moves it on, and the tokens of an older epoch are refused).
 */
export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  epoch: number;
}

/**
 * JWT_SECRET as a `KeyObject`, for signing and verifying. Why not the string: jsonwebtoken first tries to read a string
 * secret as a PEM key (`createPublicKey()` throws, ~0.3 ms per call on this machine); a KeyObject of type 'secret' goes
 * straight to the HMAC (~8 us per verification).
 */
export function accessTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/**
 * Signs an HS256 JWT (`sub` = user id, 15 min, the session epoch) with jsonwebtoken; verification is
 * AccessTokenStrategy's.
 */
export function signAccessToken(
  userId: string,
  secret: string | KeyObject,
  now: Date = new Date(),
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  epoch = 0,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = { sub: userId, iat, exp: iat + ttlSeconds, epoch };
  const key = typeof secret === 'string' ? accessTokenKey(secret) : secret;
  return sign(claims, key, { algorithm: ACCESS_TOKEN_ALGORITHM });
}
