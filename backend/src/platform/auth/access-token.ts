import { createHmac } from 'node:crypto';

/** Lifetime of an access token (15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Claims of our access tokens. `sub` is the user id. */
export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * Signs an HS256 JWT (`sub` = user id, 15 min). Written out with node:crypto rather than a JWT library: the format is
 * three base64url parts and one HMAC; verification is AccessTokenVerifier's (HS256 only, exp enforced).
 */
export function signAccessToken(
  userId: string,
  secret: string,
  now: Date = new Date(),
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = { sub: userId, iat, exp: iat + ttlSeconds };
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}
