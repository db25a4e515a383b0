import { isAdministrator } from '@petart/domain';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { PreparedReads } from '../database/prepared-reads';
import type { AuthenticatedUser } from './authenticated-user';

const USER_BY_ID = PreparedReads.statement(
  'auth_user_by_id',
  `SELECT id, email, is_admin AS "isAdmin", email_verified AS "emailVerified",
          floor(extract(epoch FROM password_changed_at))::float8 AS "passwordChangedSecond",
          disabled_at IS NOT NULL AS "disabled", session_epoch AS "sessionEpoch"
     FROM users WHERE id = $1`,
);

/** Users remembered per process (the cache is bounded; the least recently used go first). */
const REMEMBERED_USERS_MAX = 10_000;

interface UserRow {
  id: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The whole second (Unix time) of the last password change, or null when it never changed. */
  passwordChangedSecond: number | null;
  /** Staff disabled the account: none of its tokens authenticate. */
  disabled: boolean;
  /** The user's session epoch: only tokens issued in it authenticate (a reset or a disable moves it on). */
  sessionEpoch: number;
}

/** A read row, or none when the user is gone (lru-cache holds no undefined values). */
interface Remembered {
  row: UserRow | undefined;
}

/**
 * True when the token was issued before the user's last password change. `iat` holds whole seconds, so the change is
 * compared at the same precision: a token from an earlier second is refused, one from the very second of the change
 * is kept, because the login that follows a reset may land in that second (a token taken in the same second just
 * before the change thus lives on: a window of under a second). A token without `iat` counts as issued long ago.
 */
export function issuedBeforePasswordChange(
  iat: number | undefined,
  passwordChangedSecond: number | null,
): boolean {
  return passwordChangedSecond !== null && (iat ?? 0) < passwordChangedSecond;
}

/**
 * The user behind a verified access token: the user must still exist and be enabled (one primary-key SELECT;
 * concurrent requests of the same user share the lookup in flight), the token must be of the user's current session
 * epoch and must not predate the user's last password change (read by the same SELECT, so they cost nothing more).
 */
@Injectable()
export class SignedInUsers {
  private readonly inFlight = new Map<string, Promise<UserRow | undefined>>();
  /** Counts forget() calls: a lookup that started before one may answer its own request, but is not remembered. */
  private forgets = 0;
  /** Recently read rows by user id, each for AUTH_USER_CACHE_MS; none when that is 0. */
  private readonly recent: LRUCache<string, Remembered> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reads: PreparedReads,
  ) {
    // Aged by the wall clock (Date), as the token's exp and iat are, with no cached clock reading (ttlResolution 0):
    // a row is reused for at most AUTH_USER_CACHE_MS of Date.now(), which the unit tests can move.
    this.recent =
      config.authUserCacheMs > 0
        ? new LRUCache({
            max: REMEMBERED_USERS_MAX,
            ttl: config.authUserCacheMs,
            perf: Date,
            ttlResolution: 0,
          })
        : undefined;
  }

  /**
   * The signed-in user of verified claims, or null (user gone or disabled, token of an earlier session epoch or issued
   * before the password last changed).
   * Database errors are thrown (not an authentication problem).
   */
  async userOf(claims: { sub: string; iat?: number; epoch?: number }): Promise<AuthenticatedUser | null> {
    const user = await this.lookUp(claims.sub);
    if (!user || user.disabled || (claims.epoch ?? 0) !== user.sessionEpoch) return null;
    if (issuedBeforePasswordChange(claims.iat, user.passwordChangedSecond)) return null;
    return {
      id: user.id,
      email: user.email,
      isAdmin: isAdministrator(user, this.config.adminEmails),
      emailVerified: user.emailVerified,
    };
  }

  /**
   * Drops the remembered row of a user (call after changing what the row carries: admin flag, email, disabled, session
   * epoch, deletion), once the change is committed. A lookup already in flight is no longer shared with later requests
   * and its row is not remembered, since it may have read the row from before the change.
   */
  forget(userId: string): void {
    this.forgets++;
    this.recent?.delete(userId);
    this.inFlight.delete(userId);
  }

  /**
   * One indexed primary-key lookup as raw SQL, shared by the requests of the same user that arrive meanwhile and
   * reused for `authUserCacheMs` (1 s by default). Why: every authenticated request otherwise pays a second database
   * round trip, which halves the throughput of a route doing one query of its own (measured: a node:http + pg floor
   * doing 1 vs 2 primary-key queries gave 10240 vs 5359 req/s). A page load makes several calls within a second.
   */
  private lookUp(userId: string): Promise<UserRow | undefined> {
    const known = this.recent?.get(userId);
    if (known !== undefined) return Promise.resolve(known.row);
    const shared = this.inFlight.get(userId);
    if (shared !== undefined) return shared;
    const forgetsBefore = this.forgets;
    const pending: Promise<UserRow | undefined> = this.reads
      .rows<UserRow>(USER_BY_ID, [userId])
      .then((rows) => {
        const row = rows[0];
        if (this.forgets === forgetsBefore) this.recent?.set(userId, { row });
        return row;
      })
      .finally(() => {
        if (this.inFlight.get(userId) === pending) this.inFlight.delete(userId);
      });
    this.inFlight.set(userId, pending);
    return pending;
  }
}
