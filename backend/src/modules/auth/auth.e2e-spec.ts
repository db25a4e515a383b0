import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  createVerifiedUser,
  mailbox,
  refreshCookie,
  setCookieLine,
  RESET_LINK,
  tokenFromMail,
  uniqueEmail,
  VERIFY_LINK,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signAccessToken } from '../../platform/auth/access-token';
import { hashToken } from './secret-token';

const USER_KEYS = [
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'isAdmin',
  'lastName',
  'phone',
  'shippingInfo',
  'username',
];

/** The registration's verification proof as a Cookie header (what the registering browser sends with the link). */
function verifyCookie(res: { headers: Record<string, unknown> }): string {
  return setCookieLine(res, 'petart_verify')?.split(';')[0] ?? '';
}

describe('accounts API', () => {
  let t: TestApp;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    // This suite keeps the production cost of password hashing (the other suites hash at the tests' low cost).
    t = await createTestApp({
      PUBLIC_URL: 'https://shop.example',
      ADMIN_EMAILS: 'Chief@Example.com',
      PASSWORD_HASHING: 'owasp',
    });
  });
  afterAll(() => t?.close());

  describe('POST /api/register', () => {
    it('creates an unverified account, stores the email lower-cased and sends the verification email', async () => {
      const email = uniqueEmail('reg');
      const res = await t.request
        .post('/api/register')
        .send({ email: `  ${email.toUpperCase()} `, password: 'secret1' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Registration successful. Please check your email to verify your account.',
        email,
      });
      const [row] = await db().query<{ email: string; email_verified: boolean; password: string }[]>(
        'SELECT email, email_verified, password FROM users WHERE email = $1',
        [email],
      );
      expect(row).toMatchObject({ email, email_verified: false });
      // argon2id at the OWASP cost, in the PHC string format (the parameters' order is the library's).
      const [, algorithm, version, params] = (row?.password ?? '').split('$');
      expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
      expect(params?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
      const mails = await mailbox(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Verify your email address');
      expect(mails[0]?.text).toMatch(/https:\/\/shop\.example\/api\/auth\/verify-email\?token=/);
      expect(mails[0]?.html).toContain('support@petart.local');
    });

    it('refuses a duplicate email in any case with 400 EMAIL_ALREADY_EXISTS', async () => {
      const email = uniqueEmail('dup');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      const res = await t.request
        .post('/api/register')
        .send({ email: email.toUpperCase(), password: 'other12' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Email already exists',
        message: 'An account with this email already exists. Please log in instead.',
        errorType: 'EMAIL_ALREADY_EXISTS',
        details: [],
        code: 'AUTH.EMAIL_ALREADY_EXISTS',
      });
    });

    it('refuses an email with a lone surrogate with 400 and stores nothing (it was stored with U+FFFD)', async () => {
      const local = `lone-${Date.now()}`;
      for (const email of [`${local}\ud83d@example.com`, `${local}@exa\udc00mple.com`]) {
        const res = await t.request.post('/api/register').send({ email, password: 'secret1' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ errorType: 'VALIDATION_ERROR' });
        for (const route of ['/api/auth/forgot-password', '/api/auth/resend-verification'])
          expect((await t.request.post(route).send({ email })).status).toBe(400);
      }
      const stored = await db().query<unknown[]>(`SELECT 1 FROM users WHERE email LIKE $1`, [`${local}%`]);
      expect(stored).toHaveLength(0);
    });

    it('answers 400 VALIDATION_ERROR with the domain messages', async () => {
      const res = await t.request.post('/api/register').send({ email: 'not-an-email', password: '123' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Invalid input',
        errorType: 'VALIDATION_ERROR',
        details: ['Please enter a valid email address', 'Password must be at least 6 characters'],
      });
      const mismatch = await t.request
        .post('/api/register')
        .send({ email: uniqueEmail(), password: 'secret1', confirmPassword: 'secret2' });
      expect(mismatch.body).toMatchObject({ details: ['Passwords do not match'] });
      const unknown = await t.request
        .post('/api/register')
        .send({ email: uniqueEmail(), password: 'secret1', isAdmin: true });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ details: ['property isAdmin should not exist'] });
    });
  });

  describe('POST /api/login', () => {
    it('logs a verified user in: user, access token, redirect and an httpOnly refresh cookie', async () => {
      const { email, password } = await createVerifiedUser(t);
      const res = await t.request.post('/api/login').send({ email: ` ${email.toUpperCase()}`, password });
      expect(res.status).toBe(200);
      const body = res.body as { user: Record<string, unknown>; authToken: string; redirectTo: string };
      expect(body.redirectTo).toBe('/app/create');
      expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
      expect(body.user).toMatchObject({ email, emailVerified: true, isAdmin: false });
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('petart_refresh='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/api(;|$)/);
      expect(cookie).not.toMatch(/Secure/i);
      // Page requests never carry the refresh cookie: a signed "a session exists" cookie for every path goes along,
      // readable by the shop's scripts (a visitor without it is signed out: the shop then asks nothing).
      const signedIn = setCookieLine(res, 'petart_signed_in');
      expect(signedIn).toMatch(/^petart_signed_in=1\.[\w%+/=-]+;/);
      expect(signedIn).toMatch(/Path=\/(;|$)/);
      expect(signedIn).not.toMatch(/HttpOnly/i);
      expect(signedIn).toMatch(/Max-Age=2592000/);
      const me = await t.request.get('/api/user').set('authorization', `Bearer ${body.authToken}`);
      expect(me.body).toMatchObject({ email });
      const [row] = await db().query<{ last_login_at: Date | null }[]>(
        'SELECT last_login_at FROM users WHERE email = $1',
        [email],
      );
      expect(row?.last_login_at).toBeInstanceOf(Date);
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const { email } = await createVerifiedUser(t);
      const wrong = await t.request.post('/api/login').send({ email, password: 'wrong-password' });
      const unknown = await t.request
        .post('/api/login')
        .send({ email: uniqueEmail('ghost'), password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        error: 'Invalid email or password',
        message: 'The email or password you entered is incorrect.',
        errorType: 'INVALID_CREDENTIALS',
        details: [],
        code: 'AUTH.INVALID_CREDENTIALS',
      });
      expect(refreshCookie(wrong)).toBeUndefined();
    });

    it('answers 403 EMAIL_VERIFICATION_REQUIRED with the email, only with the right password', async () => {
      const email = uniqueEmail('unverified');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      const wrong = await t.request.post('/api/login').send({ email, password: 'nope123' });
      expect(wrong.status).toBe(401);
      const res = await t.request.post('/api/login').send({ email, password: 'secret1' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'Email verification required',
        message: 'Please verify your email before logging in.',
        errorType: 'EMAIL_VERIFICATION_REQUIRED',
        details: [],
        code: 'AUTH.EMAIL_VERIFICATION_REQUIRED',
        requiresVerification: true,
        email,
      });
    });
  });

  describe('email verification', () => {
    it('the link verifies and signs in (as a login) the browser that registered, once; a second click says the email is verified already', async () => {
      const email = uniqueEmail('verify');
      const registered = await t.request
        .post('/api/register')
        .send({ email, password: 'secret1' })
        .expect(201);
      // The registering browser gets a short-lived httpOnly proof, sent only to the link's route.
      expect(setCookieLine(registered, 'petart_verify')).toMatch(/HttpOnly/i);
      expect(setCookieLine(registered, 'petart_verify')).toMatch(/Path=\/api\/auth\/verify-email(;|$)/);
      expect(setCookieLine(registered, 'petart_verify')).toMatch(/Max-Age=3600(;|$)/);
      expect(setCookieLine(registered, 'petart_verify')).toMatch(/SameSite=Lax/i);
      const token = await tokenFromMail(t, email, VERIFY_LINK);
      const res = await t.request
        .get('/api/auth/verify-email')
        .query({ token })
        .set('cookie', verifyCookie(registered));
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('https://shop.example/auth?verified=true');
      expect(res.headers['cache-control']).toBe('no-store');
      // The same cookies as a login: the refresh cookie (HttpOnly, /api) and the signed-in hint.
      const refresh = refreshCookie(res);
      expect(refresh).toBeTruthy();
      expect(setCookieLine(res, 'petart_refresh')).toMatch(/HttpOnly/i);
      expect(setCookieLine(res, 'petart_refresh')).toMatch(/Path=\/api(;|$)/);
      expect(setCookieLine(res, 'petart_signed_in')).toMatch(/^petart_signed_in=1\..*Max-Age=2592000/);
      // The proof is spent with the link.
      expect(setCookieLine(res, 'petart_verify')).toMatch(
        /^petart_verify=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
      );
      // The session works: the refresh cookie gives an access token for the verified user.
      const renewed = await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`);
      expect(renewed.status).toBe(200);
      const me = await t.request
        .get('/api/user')
        .set('authorization', `Bearer ${(renewed.body as { token: string }).token}`);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email, emailVerified: true });
      const [row] = await db().query<{ last_login_at: Date | null }[]>(
        'SELECT last_login_at FROM users WHERE email = $1',
        [email],
      );
      expect(row?.last_login_at).toBeInstanceOf(Date);
      expect((await t.request.post('/api/login').send({ email, password: 'secret1' })).status).toBe(200);
      // Single use: the second click opens no session and says what happened.
      const again = await t.request.get('/api/auth/verify-email').query({ token });
      expect(again.headers.location).toBe('https://shop.example/auth?verified=already');
      expect(setCookieLine(again, 'petart_refresh')).toBeUndefined();
      expect(setCookieLine(again, 'petart_signed_in')).toBeUndefined();
    });

    it('two clicks at once open one session only (the token is consumed atomically)', async () => {
      const email = uniqueEmail('race');
      const registered = await t.request
        .post('/api/register')
        .send({ email, password: 'secret1' })
        .expect(201);
      const token = await tokenFromMail(t, email, VERIFY_LINK);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.request.get('/api/auth/verify-email').query({ token }).set('cookie', verifyCookie(registered)),
        ),
      );
      const signedIn = answers.filter((a) => refreshCookie(a));
      expect(signedIn).toHaveLength(1);
      expect(signedIn[0]?.headers.location).toBe('https://shop.example/auth?verified=true');
      const [families] = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(families?.n).toBe(1);
    });

    it('a link opened in another browser verifies the email but signs nobody in (log in with the password)', async () => {
      const other = await t.request
        .post('/api/register')
        .send({ email: uniqueEmail('other'), password: 'secret1' });
      // The victim's browser: no proof at all, the proof of another account, a forged or altered one.
      const foreign = ['', verifyCookie(other), 'petart_verify=forged.1', `${verifyCookie(other)}x`];
      for (const cookie of foreign) {
        const email = uniqueEmail('attacker');
        await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
        const token = await tokenFromMail(t, email, VERIFY_LINK);
        const res = await t.request.get('/api/auth/verify-email').query({ token }).set('cookie', cookie);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('https://shop.example/auth?verified=true');
        expect(setCookieLine(res, 'petart_refresh')).toBeUndefined();
        expect(setCookieLine(res, 'petart_signed_in')).toBeUndefined();
        const [row] = await db().query<{ email_verified: boolean; last_login_at: Date | null }[]>(
          'SELECT email_verified, last_login_at FROM users WHERE email = $1',
          [email],
        );
        expect(row).toEqual({ email_verified: true, last_login_at: null });
        const sessions = await db().query<unknown[]>(
          `SELECT 1 FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
          [email],
        );
        expect(sessions).toHaveLength(0);
        // The email is verified: the password signs in.
        await t.request.post('/api/login').send({ email, password: 'secret1' }).expect(200);
      }
    });

    it('the link lives 1 hour', async () => {
      const email = uniqueEmail('ttl');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      // The token is issued by the verification email's job, after the answer.
      const [mail] = await mailbox(t, email);
      const [row] = await db().query<{ seconds: number }[]>(
        `SELECT extract(epoch FROM t.expires_at - t.created_at)::int AS seconds
           FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(row?.seconds).toBeGreaterThanOrEqual(3599);
      expect(row?.seconds).toBeLessThanOrEqual(3601);
      expect(mail?.text).toContain('This link expires in 1 hour and can be used once');
    });

    it('refuses forged, missing and expired tokens', async () => {
      for (const query of [{ token: 'forged-token' }, {}]) {
        const res = await t.request.get('/api/auth/verify-email').query(query);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('https://shop.example/auth?verified=false&reason=invalid');
      }
      const email = uniqueEmail('expired');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      const token = await tokenFromMail(t, email, VERIFY_LINK);
      await db().query(
        `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE token = $1`,
        [hashToken(token)],
      );
      const res = await t.request.get('/api/auth/verify-email').query({ token });
      expect(res.headers.location).toBe('https://shop.example/auth?verified=false&reason=invalid');
      expect(setCookieLine(res, 'petart_refresh')).toBeUndefined();
      expect(setCookieLine(res, 'petart_signed_in')).toBeUndefined();
      expect((await t.request.post('/api/login').send({ email, password: 'secret1' })).status).toBe(403);
    });

    it('POST /auth/verify-email answers 200 then 400 for API clients', async () => {
      const email = uniqueEmail('apiverify');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      const token = await tokenFromMail(t, email, VERIFY_LINK);
      const ok = await t.request.post('/api/auth/verify-email').send({ token });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });
      const reused = await t.request.post('/api/auth/verify-email').send({ token });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ message: 'This verification link is invalid or has expired' });
    });

    it('resend issues a new token and invalidates the old one; same answer for unknown and verified accounts', async () => {
      const email = uniqueEmail('resend');
      await t.request.post('/api/register').send({ email, password: 'secret1' }).expect(201);
      const first = await tokenFromMail(t, email, VERIFY_LINK);
      const expected = {
        message: 'If an account exists and is not yet verified, a new verification email has been sent.',
      };
      const res = await t.request.post('/api/auth/resend-verification').send({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
      const second = await tokenFromMail(t, email, VERIFY_LINK);
      expect(second).not.toBe(first);
      expect((await mailbox(t, email)).length).toBe(2);
      const old = await t.request.get('/api/auth/verify-email').query({ token: first });
      expect(old.headers.location).toContain('verified=false');
      const fresh = await t.request.get('/api/auth/verify-email').query({ token: second });
      expect(fresh.headers.location).toContain('verified=true');

      const ghost = uniqueEmail('ghost');
      const unknown = await t.request.post('/api/auth/resend-verification').send({ email: ghost });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(expected);
      expect(await mailbox(t, ghost)).toEqual([]);
      await t.request.post('/api/auth/resend-verification').send({ email }).expect(200);
      expect((await mailbox(t, email)).length).toBe(2);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token; a replayed old token revokes the whole family', async () => {
      const { refresh } = await createVerifiedUser(t);
      const first = await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`);
      expect(first.status).toBe(200);
      const body = first.body as { token: string };
      expect(typeof body.token).toBe('string');
      expect((await t.request.get('/api/auth/me').set('authorization', `Bearer ${body.token}`)).status).toBe(
        200,
      );
      const rotated = refreshCookie(first);
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(refresh);
      // Renewed with it, so it never outlives the session.
      expect(setCookieLine(first, 'petart_signed_in')).toMatch(/^petart_signed_in=1\..*Max-Age=2592000/);

      // Replayed after the reuse window has passed (rotated a minute ago).
      await db().query(`UPDATE auth_tokens SET used_at = now() - interval '1 minute' WHERE token = $1`, [
        hashToken(refresh),
      ]);
      const replay = await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`);
      expect(replay.status).toBe(401);
      const family = await db().query<{ revoked: boolean }[]>(
        `SELECT revoked_at IS NOT NULL AS revoked FROM auth_tokens
         WHERE family_id = (SELECT family_id FROM auth_tokens WHERE token = $1)`,
        [hashToken(refresh)],
      );
      expect(family.map((r) => r.revoked)).toEqual([true, true]);
      // The family is revoked: the newest token of that login is refused too.
      const afterReplay = await t.request
        .post('/api/auth/refresh')
        .set('cookie', `petart_refresh=${rotated}`);
      expect(afterReplay.status).toBe(401);
    });

    const refreshWith = (cookie: string | undefined) =>
      t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${cookie ?? ''}`);
    const meWith = async (res: { body: unknown }) =>
      (
        await t.request
          .get('/api/auth/me')
          .set('authorization', `Bearer ${(res.body as { token: string }).token}`)
      ).status;

    it('two tabs refreshing with the same cookie at once both stay signed in (reuse window)', async () => {
      const { refresh } = await createVerifiedUser(t);
      const tabs = await Promise.all([1, 2, 3, 4].map(() => refreshWith(refresh)));
      expect(tabs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const tab of tabs) expect(await meWith(tab)).toBe(200);
      const cookies = tabs.map((r) => refreshCookie(r));
      // Every tab gets the same successor: the family has one live token.
      expect(new Set(cookies).size).toBe(1);
      expect(cookies[0]).not.toBe(refresh);
      const live = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM auth_tokens
         WHERE family_id = (SELECT family_id FROM auth_tokens WHERE token = $1) AND used_at IS NULL
           AND revoked_at IS NULL`,
        [hashToken(refresh)],
      );
      expect(live[0]?.n).toBe(1);
      // Each resulting cookie keeps working: the winner's, then the other tab's (inside the window).
      const winner = await refreshWith(cookies[0]);
      expect(winner.status).toBe(200);
      const other = await refreshWith(cookies[1]);
      expect(other.status).toBe(200);
      expect(refreshCookie(other)).toBe(refreshCookie(winner));
      expect(await meWith(other)).toBe(200);
      expect((await refreshWith(refreshCookie(other))).status).toBe(200);
    });

    it('inside the window an old token yields the newest token of its family, never a revoked one', async () => {
      const { refresh } = await createVerifiedUser(t);
      const first = refreshCookie(await refreshWith(refresh));
      const second = refreshCookie(await refreshWith(first));
      const late = await refreshWith(refresh);
      expect(late.status).toBe(200);
      expect(refreshCookie(late)).toBe(second);
      await t.request.post('/api/logout').set('cookie', `petart_refresh=${second}`).expect(200);
      expect((await refreshWith(refresh)).status).toBe(401);
      expect((await refreshWith(first)).status).toBe(401);
    });

    it('answers 401 without a cookie, with an unknown one, and for an expired one', async () => {
      expect((await t.request.post('/api/auth/refresh')).status).toBe(401);
      expect((await t.request.post('/api/auth/refresh').set('cookie', 'petart_refresh=forged')).status).toBe(
        401,
      );
      const { refresh } = await createVerifiedUser(t);
      await db().query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token = $1`, [
        hashToken(refresh),
      ]);
      expect(
        (await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`)).status,
      ).toBe(401);
    });

    it('logout revokes the family and clears the cookie, without an access token', async () => {
      const { refresh } = await createVerifiedUser(t);
      const res = await t.request.post('/api/logout').set('cookie', `petart_refresh=${refresh}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(refreshCookie(res)).toBe('');
      expect(setCookieLine(res, 'petart_signed_in')).toMatch(/^petart_signed_in=;.*Path=\/(;|$)/);
      const refused = await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`);
      expect(refused.status).toBe(401);
      // A session that cannot be refreshed is over: the page requests stop saying otherwise too.
      expect(setCookieLine(refused, 'petart_signed_in')).toMatch(/^petart_signed_in=;/);
      expect((await t.request.post('/api/logout')).body).toEqual({ success: true });
    });
  });

  describe('GET /api/user and /api/auth/me', () => {
    const forge = (payload: object, header: object, secret: string): string => {
      const head = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
    };

    it('answers 401 without a token or with an expired, foreign-secret or alg:none token', async () => {
      const { userId } = await createVerifiedUser(t);
      const now = Math.floor(Date.now() / 1000);
      const expired = signAccessToken(userId, t.config.jwtSecret, new Date(Date.now() - 16 * 60 * 1000));
      const foreign = signAccessToken(userId, 'some-other-secret-some-other-secret-00');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: userId, iat: now, exp: now + 600 }),
      ).toString('base64url')}.`;
      const hs512 = forge(
        { sub: userId, iat: now, exp: now + 600 },
        { alg: 'HS512', typ: 'JWT' },
        t.config.jwtSecret,
      );
      for (const path of ['/api/user', '/api/auth/me']) {
        expect((await t.request.get(path)).status).toBe(401);
        for (const token of [expired, foreign, none, hs512, 'garbage']) {
          const res = await t.request.get(path).set('authorization', `Bearer ${token}`);
          expect(res.status).toBe(401);
          expect(res.body).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
        }
      }
    });

    it('always answers the caller and never secrets; ADMIN_EMAILS counts case-insensitively', async () => {
      const a = await createVerifiedUser(t);
      const b = await createVerifiedUser(t);
      for (const path of ['/api/user', '/api/auth/me']) {
        const resA = await t.request
          .get(path)
          .set('authorization', `Bearer ${a.authToken}`)
          .query({ id: b.userId });
        expect(resA.body).toMatchObject({ id: a.userId, email: a.email, isAdmin: false });
        expect(Object.keys(resA.body as object).sort()).toEqual(USER_KEYS);
        expect(JSON.stringify(resA.body)).not.toMatch(/argon2|password|token/i);
        const resB = await t.request.get(path).set('authorization', `Bearer ${b.authToken}`);
        expect(resB.body).toMatchObject({ id: b.userId });
      }
      const chief = await createVerifiedUser(t, 'chief@example.com');
      const me = await t.request.get('/api/auth/me').set('authorization', `Bearer ${chief.authToken}`);
      expect(me.body).toMatchObject({ email: 'chief@example.com', isAdmin: true });
    });
  });

  describe('password reset', () => {
    const FORGOT_ANSWER = {
      message: 'If an account exists with that email, you will receive password reset instructions shortly.',
    };

    it('forgot-password gives the same answer for existing and unknown emails, in similar time', async () => {
      const { email } = await createVerifiedUser(t);
      const ghost = uniqueEmail('ghost');
      const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      for (let i = 0; i < 3; i++) {
        for (const [kind, address] of [
          ['known', email],
          ['unknown', ghost],
        ] as const) {
          const started = process.hrtime.bigint();
          const res = await t.request.post('/api/auth/forgot-password').send({ email: address });
          timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
          expect(res.status).toBe(200);
          expect(res.body).toEqual(FORGOT_ANSWER);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1] ?? 0;
      // Generous bound: the mail work happens after the answer, so both sides are a rate-limit upsert away.
      expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(150);
      const mails = await mailbox(t, email);
      expect(mails).toHaveLength(4); // verification + 3 resets
      expect(mails[0]?.subject).toBe('Reset your password');
      expect(mails[0]?.text).toMatch(/https:\/\/shop\.example\/auth\/reset-password\/[A-Za-z0-9_-]{43}\n/);
      expect(await mailbox(t, ghost)).toEqual([]);
      const validation = await t.request.post('/api/auth/forgot-password').send({ email: 'nope' });
      expect(validation.status).toBe(400);
    });

    it('resets the password once, ends other sessions, and refuses reuse', async () => {
      const { email, refresh } = await createVerifiedUser(t);
      await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
      const first = await tokenFromMail(t, email, RESET_LINK);
      await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
      const token = await tokenFromMail(t, email, RESET_LINK);
      expect((await t.request.get('/api/auth/verify-reset-token').query({ token: first })).body).toEqual({
        valid: false,
        message: 'This password reset link is invalid or has expired',
      });
      expect((await t.request.get('/api/auth/verify-reset-token').query({ token })).body).toEqual({
        valid: true,
      });

      const res = await t.request
        .post('/api/auth/reset-password')
        .send({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Password reset successfully' });
      expect((await t.request.post('/api/login').send({ email, password: 'correct-horse-1' })).status).toBe(
        401,
      );
      expect((await t.request.post('/api/login').send({ email, password: 'brand-new-pass' })).status).toBe(
        200,
      );
      expect(
        (await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${refresh}`)).status,
      ).toBe(401);

      const reuse = await t.request
        .post('/api/auth/reset-password')
        .send({ token, password: 'another-pass', confirmPassword: 'another-pass' });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toMatchObject({ message: 'This password reset link is invalid or has expired' });
    });

    it('ends the access tokens issued before the reset; a login right after it works', async () => {
      const { email, authToken } = await createVerifiedUser(t);
      const me = (token: string) => t.request.get('/api/user').set('authorization', `Bearer ${token}`);
      expect((await me(authToken)).status).toBe(200);
      // iat holds whole seconds: reset in a later second than the sign-in, as 15 minutes later would be.
      await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
      await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
      const token = await tokenFromMail(t, email, RESET_LINK);
      await t.request
        .post('/api/auth/reset-password')
        .send({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' })
        .expect(200);
      const [row] = await db().query<{ password_changed_at: Date | null }[]>(
        'SELECT password_changed_at FROM users WHERE email = $1',
        [email],
      );
      expect(row?.password_changed_at).toBeInstanceOf(Date);
      expect((await me(authToken)).status).toBe(401);
      const login = await t.request.post('/api/login').send({ email, password: 'brand-new-pass' });
      expect(login.status).toBe(200);
      expect((await me((login.body as { authToken: string }).authToken)).status).toBe(200);
    });

    it('refuses an expired token and checks the domain rules', async () => {
      const { email } = await createVerifiedUser(t);
      await t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
      const token = await tokenFromMail(t, email, RESET_LINK);
      const post = (password: string, confirmPassword: string) =>
        t.request.post('/api/auth/reset-password').send({ token, password, confirmPassword });
      expect((await post('short', 'short')).body).toMatchObject({
        errorType: 'VALIDATION_ERROR',
        details: ['Password must be at least 8 characters', 'Confirm password must be at least 8 characters'],
      });
      expect((await post('long-enough', 'different1')).body).toMatchObject({
        details: ['Passwords do not match'],
      });
      const tooLong = 'x'.repeat(101);
      expect((await post(tooLong, tooLong)).body).toMatchObject({ details: ['Password is too long'] });
      await db().query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token = $1`,
        [hashToken(token)],
      );
      expect((await t.request.get('/api/auth/verify-reset-token').query({ token })).body).toMatchObject({
        valid: false,
      });
      const expired = await post('long-enough', 'long-enough');
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ message: 'This password reset link is invalid or has expired' });
      const missing = await t.request.get('/api/auth/verify-reset-token');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: 'Reset token is missing or invalid' });
    });
  });
});
