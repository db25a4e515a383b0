import type { ExecutionContext } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/app-config';
import type { PreparedReads } from '../database/prepared-reads';
import { accessTokenKey, signAccessToken } from './access-token';
import {
  ACCESS_TOKEN_STRATEGY,
  AccessTokenStrategy,
  accessTokenClaims,
  accessTokenStrategyOptions,
} from './access-token.strategy';
import type { AuthenticatedUser } from './authenticated-user';
import { OptionalJwtAuthGuard } from './guards';
import { SignedInUsers } from './signed-in-users';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: unknown, claims: unknown, secret = SECRET): string => {
  const head = `${b64(header)}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
};

/** One passport authentication of a request with this Authorization header, as passport runs a strategy. */
function runStrategy(
  strategy: Strategy,
  authorization: string | undefined,
  outcome: { success: (user: unknown) => void; fail: () => void; error: (error: unknown) => void },
): void {
  const attempt = Object.assign(Object.create(strategy) as Strategy, outcome);
  attempt.authenticate({ headers: { authorization } } as Parameters<Strategy['authenticate']>[0]);
}

/** The strategy's checks of the token alone (no user lookup), at `nowMs`: the subject, else undefined. */
function subjectAt(authorization: string | undefined, nowMs: number): string | undefined {
  const tokens = new Strategy(accessTokenStrategyOptions(accessTokenKey(SECRET)), (payload, done) =>
    done(null, accessTokenClaims(payload)?.sub ?? false),
  );
  const clock = jest.spyOn(Date, 'now').mockReturnValue(nowMs);
  let subject: string | undefined;
  try {
    // passport-jwt verifies synchronously here (the key is at hand, the callback answers at once).
    runStrategy(tokens, authorization, {
      success: (sub) => (subject = sub as string),
      fail: () => undefined,
      error: (error) => {
        throw error;
      },
    });
  } finally {
    clock.mockRestore();
  }
  return subject;
}

function verifier(
  rows: () => Promise<unknown[]>,
  authUserCacheMs = 0,
): {
  v: {
    subjectOf: (authorization: string | undefined, nowMs?: number) => string | undefined;
    authenticate: (authorization: string | undefined) => Promise<AuthenticatedUser | null>;
    forget: (userId: string) => void;
  };
  calls: () => number;
} {
  let calls = 0;
  const reads = {
    rows: () => {
      calls++;
      return rows();
    },
  } as unknown as PreparedReads;
  const config = {
    jwtSecret: SECRET,
    adminEmails: ['boss@example.com'],
    authUserCacheMs,
  } as unknown as AppConfig;
  const users = new SignedInUsers(config, reads);
  const strategy = new AccessTokenStrategy(config, users);
  // The optional guard, as Nest builds it: it answers the user or null, and rethrows database errors.
  const guard = new OptionalJwtAuthGuard();
  Object.assign(guard, { tokens: strategy }); // what Nest injects into the property
  const authenticate = async (authorization: string | undefined) => {
    passport.use(ACCESS_TOKEN_STRATEGY, strategy); // the strategy of this verifier (each one registers itself)
    const request: { headers: { authorization?: string }; user?: AuthenticatedUser | null } = {
      headers: { authorization },
    };
    const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) };
    await guard.canActivate(context as unknown as ExecutionContext);
    return request.user ?? null;
  };
  return {
    v: {
      subjectOf: (authorization, nowMs = Date.now()) => subjectAt(authorization, nowMs),
      authenticate,
      forget: (userId) => users.forget(userId),
    },
    calls: () => calls,
  };
}

describe('AccessTokenStrategy', () => {
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const { v } = verifier(() => Promise.resolve([]));

  it('accepts our HS256 tokens (any case of the Bearer scheme)', () => {
    expect(v.subjectOf(`Bearer ${signAccessToken(id, SECRET)}`)).toBe(id);
    expect(v.subjectOf(`bearer ${signAccessToken(id, SECRET)}`)).toBe(id);
  });

  it('refuses other algorithms, alg none, bad signatures and malformed tokens', () => {
    const claims = { sub: id, iat: now, exp: now + 60 };
    expect(v.subjectOf(`Bearer ${sign({ alg: 'HS512', typ: 'JWT' }, claims)}`)).toBeUndefined();
    expect(v.subjectOf(`Bearer ${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeUndefined();
    expect(
      v.subjectOf(`Bearer ${sign({ alg: 'HS256' }, claims, 'another-secret-another-secret-01')}`),
    ).toBeUndefined();
    expect(v.subjectOf(`Bearer ${sign({ alg: 'HS256' }, claims)}x`)).toBeUndefined();
    expect(v.subjectOf(`Basic ${sign({ alg: 'HS256' }, claims)}`)).toBeUndefined();
    expect(v.subjectOf('Bearer a.b')).toBeUndefined();
    expect(v.subjectOf(undefined)).toBeUndefined();
  });

  it('requires exp in the future, honours nbf and needs a UUID subject', () => {
    const h = { alg: 'HS256', typ: 'JWT' };
    expect(v.subjectOf(`Bearer ${sign(h, { sub: id, exp: now })}`)).toBeUndefined();
    expect(v.subjectOf(`Bearer ${sign(h, { sub: id })}`)).toBeUndefined();
    expect(v.subjectOf(`Bearer ${sign(h, { sub: id, exp: String(now + 60) })}`)).toBeUndefined();
    expect(v.subjectOf(`Bearer ${sign(h, { sub: id, exp: now + 60, nbf: now + 30 })}`)).toBeUndefined();
    expect(v.subjectOf(`Bearer ${sign(h, { sub: id, exp: now + 60, nbf: now })}`)).toBe(id);
    expect(v.subjectOf(`Bearer ${sign(h, { sub: 'admin', exp: now + 60 })}`)).toBeUndefined();
    const expired = signAccessToken(id, SECRET, new Date(Date.now() - 16 * 60 * 1000));
    expect(v.subjectOf(`Bearer ${expired}`)).toBeUndefined();
  });

  it('checks expiry and nbf again on every call with an already verified token', () => {
    const t = verifier(() => Promise.resolve([]));
    const start = Date.now();
    const nowS = Math.floor(start / 1000);
    const token = `Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: nowS + 60, nbf: nowS + 10 })}`;
    expect(t.v.subjectOf(token, start)).toBeUndefined();
    expect(t.v.subjectOf(token, start + 11_000)).toBe(id);
    expect(t.v.subjectOf(token, start + 30_000)).toBe(id);
    expect(t.v.subjectOf(token, start + 61_000)).toBeUndefined();
    // A token that differs in one character of its signature is never taken for the verified one, including the last
    // character, whose two low bits base64url leaves unused (every variant of it decodes to the same bytes).
    const last = token.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet.replace(last, '')) {
      expect(t.v.subjectOf(token.slice(0, -1) + c, start + 30_000)).toBeUndefined();
    }
    const first = token.lastIndexOf('.') + 1;
    const flipped = token.slice(0, first) + (token[first] === 'A' ? 'B' : 'A') + token.slice(first + 1);
    expect(t.v.subjectOf(flipped, start + 30_000)).toBeUndefined();
  });

  it('shares one user lookup between concurrent requests, then looks up again', async () => {
    const row = { id, email: 'boss@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 };
    const t = verifier(() => Promise.resolve([row]));
    const header = `Bearer ${signAccessToken(id, SECRET)}`;
    const users = await Promise.all([t.v.authenticate(header), t.v.authenticate(header)]);
    expect(t.calls()).toBe(1);
    expect(users[0]).toEqual({ id, email: 'boss@example.com', isAdmin: true, emailVerified: true });
    await t.v.authenticate(header);
    expect(t.calls()).toBe(2);
  });

  it('gives null for a user that no longer exists and rethrows database errors', async () => {
    const header = `Bearer ${signAccessToken(id, SECRET)}`;
    expect(await verifier(() => Promise.resolve([])).v.authenticate(header)).toBeNull();
    await expect(verifier(() => Promise.reject(new Error('db down'))).v.authenticate(header)).rejects.toThrow(
      'db down',
    );
  });

  it('refuses a token issued in a second before the last password change, keeps one from that second on', async () => {
    // A minute ago, 700 ms into its second (the tokens below are all still within their 15 minutes).
    const changedMs = Math.floor(Date.now() / 1000) * 1000 - 60_000 + 700;
    const row = { id, email: 'someone@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 };
    const t = verifier(() =>
      Promise.resolve([{ ...row, passwordChangedSecond: Math.floor(changedMs / 1000) }]),
    );
    const issued = (offsetMs: number) =>
      `Bearer ${signAccessToken(id, SECRET, new Date(changedMs + offsetMs))}`;
    expect(await t.v.authenticate(issued(-701))).toBeNull(); // .999 of the second before
    expect(await t.v.authenticate(issued(-10 * 60_000))).toBeNull();
    // Same second as the change (iat has whole seconds): the login right after a reset must work.
    expect(await t.v.authenticate(issued(200))).toMatchObject({ id });
    expect(await t.v.authenticate(issued(30_000))).toMatchObject({ id });
    const noIat = `Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: now + 60 })}`;
    expect(await t.v.authenticate(noIat)).toBeNull();
    const neverChanged = verifier(() => Promise.resolve([{ ...row, passwordChangedSecond: null }]));
    expect(await neverChanged.v.authenticate(noIat)).toMatchObject({ id });
  });

  it("accepts only a token of the user's current session epoch (no claim counts as epoch 0)", async () => {
    const row = {
      id,
      email: 'someone@example.com',
      isAdmin: false,
      emailVerified: true,
      passwordChangedSecond: null,
    };
    const t = verifier(() => Promise.resolve([{ ...row, sessionEpoch: 2 }]));
    const of = (epoch: number) => `Bearer ${signAccessToken(id, SECRET, new Date(), undefined, epoch)}`;
    expect(await t.v.authenticate(of(2))).toMatchObject({ id });
    expect(await t.v.authenticate(of(1))).toBeNull();
    expect(await t.v.authenticate(of(3))).toBeNull();
    expect(await t.v.authenticate(`Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: now + 60 })}`)).toBeNull();
    const first = verifier(() => Promise.resolve([{ ...row, sessionEpoch: 0 }]));
    expect(
      await first.v.authenticate(`Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: now + 60 })}`),
    ).toMatchObject({ id });
    expect(
      v.subjectOf(`Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: now + 60, epoch: '2' })}`),
    ).toBeUndefined();
    expect(
      await first.v.authenticate(`Bearer ${sign({ alg: 'HS256' }, { sub: id, exp: now + 60, epoch: 0.5 })}`),
    ).toBeNull();
  });

  describe('a remembered token (verified once, then known by its text until exp)', () => {
    afterEach(() => jest.useRealTimers());

    it('is refused from its exp on, and a token differing in one character is never taken for it', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
      const row = { id, email: 'someone@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 };
      const t = verifier(() => Promise.resolve([{ ...row, passwordChangedSecond: null }]));
      const header = `Bearer ${signAccessToken(id, SECRET, new Date(), 60)}`;
      expect(await t.v.authenticate(header)).toMatchObject({ id });
      expect(await t.v.authenticate(header)).toMatchObject({ id });
      const last = header.at(-1) === 'A' ? 'B' : 'A';
      expect(await t.v.authenticate(header.slice(0, -1) + last)).toBeNull();
      jest.setSystemTime(new Date('2026-11-21T12:00:59.999Z'));
      expect(await t.v.authenticate(header)).toMatchObject({ id });
      jest.setSystemTime(new Date('2026-11-21T12:01:00Z'));
      expect(await t.v.authenticate(header)).toBeNull();
    });

    it('still looks the user up on every request (a deleted user or a password change ends it)', async () => {
      let rows: unknown[] = [
        { id, email: 'someone@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 },
      ];
      const t = verifier(() => Promise.resolve(rows));
      const header = `Bearer ${signAccessToken(id, SECRET)}`;
      expect(await t.v.authenticate(header)).toMatchObject({ id });
      expect(await t.v.authenticate(header)).toMatchObject({ id });
      expect(t.calls()).toBe(2);
      rows = [];
      expect(await t.v.authenticate(header)).toBeNull();
    });
  });

  describe('with AUTH_USER_CACHE_MS', () => {
    afterEach(() => jest.useRealTimers());

    it('reuses the row for the configured time only, and forget() drops it at once', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
      const row = { id, email: 'someone@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 };
      const t = verifier(() => Promise.resolve([row]), 1000);
      const header = `Bearer ${signAccessToken(id, SECRET)}`;
      await t.v.authenticate(header);
      jest.setSystemTime(new Date('2026-11-21T12:00:00.900Z'));
      await t.v.authenticate(header);
      expect(t.calls()).toBe(1);
      jest.setSystemTime(new Date('2026-11-21T12:00:01.001Z'));
      await t.v.authenticate(header);
      expect(t.calls()).toBe(2);
      t.v.forget(id);
      await t.v.authenticate(header);
      expect(t.calls()).toBe(3);
    });

    it('does not remember a row read by a lookup that a forget() overtook, nor share it afterwards', async () => {
      let answer: (rows: unknown[]) => void = () => undefined;
      const first = new Promise<unknown[]>((resolve) => (answer = resolve));
      const row = { id, email: 'someone@example.com', isAdmin: false, emailVerified: true, sessionEpoch: 0 };
      let reads = 0;
      const t = verifier(
        () => (++reads === 1 ? first : Promise.resolve([{ ...row, sessionEpoch: 1 }])),
        60_000,
      );
      const header = `Bearer ${signAccessToken(id, SECRET)}`;
      const before = t.v.authenticate(header); // reads the row from before the change
      await new Promise((resolve) => setImmediate(resolve));
      t.v.forget(id); // the change committed meanwhile
      const after = t.v.authenticate(header); // a new lookup, not the one in flight
      answer([row]);
      expect(await before).toMatchObject({ id });
      expect(await after).toBeNull();
      expect(await t.v.authenticate(header)).toBeNull(); // the stale row was not remembered
      expect(reads).toBe(2);
    });

    it('remembers that a user is gone for the same short time', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
      const t = verifier(() => Promise.resolve([]), 1000);
      const header = `Bearer ${signAccessToken(id, SECRET)}`;
      expect(await t.v.authenticate(header)).toBeNull();
      expect(await t.v.authenticate(header)).toBeNull();
      expect(t.calls()).toBe(1);
    });
  });
});
