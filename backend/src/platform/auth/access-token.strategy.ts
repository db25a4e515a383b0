import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { LRUCache } from 'lru-cache';
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

/** Verified tokens remembered per process (bounded; the least recently used go first). */
const REMEMBERED_TOKENS_MAX = 10_000;

/** The bearer token of a request (passport-jwt's extractor: `Authorization: Bearer <token>`, any case). */
const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The request passport hands to a strategy (the guards hand it the Fastify request). */
export type StrategyRequest = Parameters<Strategy['authenticate']>[0];

/** passport-jwt's options when the verify callback does not take the request (the typings do not export the name). */
type AccessTokenStrategyOptions = Exclude<StrategyOptions, { passReqToCallback: true }>;

/** What a verified access token vouches for. */
export interface VerifiedAccessToken {
  sub: string;
  exp: number;
  iat?: number;
  /** The session epoch the token was issued in (tokens signed before epochs existed carry none: epoch 0). */
  epoch?: number;
}

/**
 * passport-jwt's options for our access tokens: a bearer token in `Authorization` (any case of the scheme), HS256
 * only (no 'none', no RS/HS confusion), the signature checked with the KeyObject, `exp` and `nbf` enforced by
 * jsonwebtoken against the clock.
 */
export function accessTokenStrategyOptions(key: KeyObject): AccessTokenStrategyOptions {
  return {
    jwtFromRequest: bearerToken,
    // passport-jwt hands the key to jsonwebtoken unchanged, which takes a KeyObject; its typings predate KeyObject.
    secretOrKey: key as unknown as Buffer,
    algorithms: [ACCESS_TOKEN_ALGORITHM],
  };
}

/**
 * The claims of a payload jsonwebtoken verified, when they have our shapes: `exp` is required (jsonwebtoken only checks
 * it when present), `iat` a number when present, `epoch` a whole number when present, `sub` a UUID. Else undefined.
 */
export function accessTokenClaims(payload: unknown): VerifiedAccessToken | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sub, exp, iat, epoch } = payload as Record<string, unknown>;
  if (typeof exp !== 'number' || (iat !== undefined && typeof iat !== 'number')) return undefined;
  if (epoch !== undefined && !Number.isSafeInteger(epoch)) return undefined;
  if (typeof sub !== 'string' || !UUID_RE.test(sub)) return undefined;
  const claims: VerifiedAccessToken = iat === undefined ? { sub, exp } : { sub, exp, iat };
  if (epoch !== undefined) claims.epoch = epoch as number;
  return claims;
}

/**
 * Bearer access tokens through passport-jwt and jsonwebtoken, then the user they name ({@link SignedInUsers}). A
 * valid token of a user that is gone, or that predates the last password change, authenticates nobody (null).
 *
 * A token jsonwebtoken accepted is remembered by its exact text until its `exp` (lru-cache, per-entry TTL), and the
 * guards ({@link rememberedUser}) answer a remembered token with the user lookup alone. Why: a token cannot change, and
 * going through @nestjs/passport, passport and passport-jwt on every request cost the app ~20 us of CPU per signed-in
 * request (mostly young-generation GC), 9-12% of the GET routes' ratio to the floor (docs/benchmarks.md, "Signed-in
 * routes, build against build"). So passport verifies each token the first time this process sees it (every sign-in
 * and refresh), and then once more only if it fell out of the memory. `nbf` needs no second look: it was in the past
 * when the token was verified, and stays there.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  private readonly verified = new LRUCache<string, VerifiedAccessToken>({
    max: REMEMBERED_TOKENS_MAX,
    // The wall clock, as jsonwebtoken judges exp; no cached clock reading, so an entry never outlives its exp.
    perf: Date,
    ttlResolution: 0,
  });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: SignedInUsers,
  ) {
    super({ ...accessTokenStrategyOptions(accessTokenKey(config.jwtSecret)), passReqToCallback: true });
  }

  /** The user of a request whose token was verified before and has not expired; undefined for any other request. */
  rememberedUser(request: StrategyRequest): Promise<AuthenticatedUser | null> | undefined {
    const token = bearerToken(request);
    const claims = token === null ? undefined : this.verified.get(token);
    return claims === undefined ? undefined : this.users.userOf(claims);
  }

  /** passport-jwt's verify callback, after jsonwebtoken accepted the token. */
  validate(request: StrategyRequest, payload: unknown): Promise<AuthenticatedUser | null> {
    const claims = accessTokenClaims(payload);
    if (claims === undefined) return Promise.resolve(null);
    const token = bearerToken(request);
    // lru-cache serves an entry while (now - start) <= ttl; the token is expired from exp * 1000 on.
    const now = Date.now();
    const ttl = claims.exp * 1000 - now - 1;
    if (token !== null && ttl > 0) this.verified.set(token, claims, { ttl, start: now });
    return this.users.userOf(claims);
  }
}
