import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { KeyObject } from 'node:crypto';
import { ExtractJwt, Strategy, type StrategyOptions } from 'passport-jwt';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from './access-token';
import type { AuthenticatedUser } from './authenticated-user';
import { SignedInUsers } from './signed-in-users';

/** The passport strategy name the guards authenticate with. */
export const ACCESS_TOKEN_STRATEGY = 'jwt';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** passport-jwt's options when the verify callback does not take the request (the typings do not export the name). */
type AccessTokenStrategyOptions = Exclude<StrategyOptions, { passReqToCallback: true }>;

/** What a verified access token vouches for. */
export interface VerifiedAccessToken {
  sub: string;
  exp: number;
  iat?: number;
}

/**
 * passport-jwt's options for our access tokens: a bearer token in `Authorization` (any case of the scheme), HS256
 * only (no 'none', no RS/HS confusion), the signature checked with the KeyObject, `exp` and `nbf` enforced by
 * jsonwebtoken against the clock.
 */
export function accessTokenStrategyOptions(key: KeyObject): AccessTokenStrategyOptions {
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    // passport-jwt hands the key to jsonwebtoken unchanged, which takes a KeyObject; its typings predate KeyObject.
    secretOrKey: key as unknown as Buffer,
    algorithms: [ACCESS_TOKEN_ALGORITHM],
  };
}

/**
 * The claims of a payload jsonwebtoken verified, when they have our shapes: `exp` is required (jsonwebtoken only checks
 * it when present), `iat` a number when present, `sub` a UUID. Else undefined.
 */
export function accessTokenClaims(payload: unknown): VerifiedAccessToken | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sub, exp, iat } = payload as Record<string, unknown>;
  if (typeof exp !== 'number' || (iat !== undefined && typeof iat !== 'number')) return undefined;
  if (typeof sub !== 'string' || !UUID_RE.test(sub)) return undefined;
  return iat === undefined ? { sub, exp } : { sub, exp, iat };
}

/**
 * Bearer access tokens through passport-jwt and jsonwebtoken, then the user they name ({@link SignedInUsers}). A
 * valid token of a user that is gone, or that predates the last password change, authenticates nobody (null).
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: SignedInUsers,
  ) {
    super(accessTokenStrategyOptions(accessTokenKey(config.jwtSecret)));
  }

  validate(payload: unknown): Promise<AuthenticatedUser | null> {
    const claims = accessTokenClaims(payload);
    return claims === undefined ? Promise.resolve(null) : this.users.userOf(claims);
  }
}
