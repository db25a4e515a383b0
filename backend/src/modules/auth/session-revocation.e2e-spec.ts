import { DataSource } from 'typeorm';
import {
  createVerifiedUser,
  refreshCookie,
  RESET_LINK,
  tokenFromMail,
  uniqueEmail,
} from '../../../test/accounts';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rounds of each race: the attacker kept a session in about half of them before sessions had an epoch. */
const ROUNDS = 8;
/** Requests the attacker keeps in flight at once, all with the one copied cookie. */
const ATTACKERS = 3;
/** Each race test makes 8 accounts and hashes 16 to 24 passwords: far over jest's 30 s on a loaded machine. */
const RACE_TIMEOUT_MS = 180_000;

/** What an attacker holding a copied refresh cookie collected while the account's sessions were ended. */
interface Loot {
  refreshSecrets: string[];
  accessTokens: string[];
  /** Refreshes sent after the reset or disable had answered that were still answered 200. */
  refreshedAfterEnd: number;
}

/**
 * A password reset and a staff disable end every session, including one whose refresh token rotates at that very
 * instant: an attacker looping POST /api/auth/refresh with a copied cookie keeps nothing that works afterwards.
 */
describe('sessions end on a password reset or a staff disable, whatever is rotating (e2e race)', () => {
  let t: TestApp;
  let staff: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await checkoutUser(t, { isAdmin: true });
  });
  afterAll(() => t?.close());

  const refresh = (secret: string) =>
    t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${secret}`);

  /**
   * Loops refreshes with the stolen cookie (taking each rotated cookie, as a browser would) from before `endSessions`
   * starts until a little after it answered; returns every refresh secret and access token the loop was handed.
   */
  async function attackDuring(
    stolen: { refresh: string; authToken: string },
    endSessions: () => Promise<void>,
  ): Promise<Loot> {
    let jar = stolen.refresh;
    const loot: Loot = { refreshSecrets: [jar], accessTokens: [stolen.authToken], refreshedAfterEnd: 0 };
    let ended = false;
    let stop = false;
    const loop = async () => {
      while (!stop) {
        // A request sent once the sessions had ended (one still in flight then may yet be answered).
        const sentAfterEnd = ended;
        const res = await refresh(jar);
        if (res.status !== 200) continue;
        const next = refreshCookie(res);
        if (next) {
          jar = next;
          loot.refreshSecrets.push(next);
        }
        loot.accessTokens.push((res.body as { token: string }).token);
        if (sentAfterEnd) loot.refreshedAfterEnd++;
      }
    };
    const loops = Array.from({ length: ATTACKERS }, loop);
    await sleep(25);
    await endSessions();
    ended = true;
    await sleep(60);
    stop = true;
    await Promise.all(loops);
    return loot;
  }

  /** How many of the collected secrets and tokens still work now (newest refresh secret first, as a thief tries). */
  async function stillWorking(loot: Loot): Promise<{ refresh: number; access: number }> {
    let refreshes = 0;
    for (const secret of [...new Set(loot.refreshSecrets)].reverse()) {
      if ((await refresh(secret)).status === 200) refreshes++;
    }
    let access = 0;
    for (const token of new Set(loot.accessTokens)) {
      const me = await t.request.get('/api/user').set('authorization', `Bearer ${token}`);
      if (me.status === 200) access++;
    }
    return { refresh: refreshes, access };
  }

  type Victim = Awaited<ReturnType<typeof createVerifiedUser>>;

  /**
   * ROUNDS times: a new account, `prepare` (outside the race), the attack during `endSessions`, then `after`. Names
   * the rounds in which anything the attacker collected still worked, or a refresh sent after the end was answered.
   */
  async function roundsKeepingASession(
    prefix: string,
    race: {
      prepare: (victim: Victim) => Promise<() => Promise<void>>;
      after: (victim: Victim, loot: Loot) => Promise<void>;
    },
  ): Promise<string[]> {
    const kept: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const victim = await createVerifiedUser(t, uniqueEmail(prefix));
      const endSessions = await race.prepare(victim);
      const loot = await attackDuring(victim, endSessions);
      const working = await stillWorking(loot);
      if (working.refresh + working.access + loot.refreshedAfterEnd > 0)
        kept.push(`round ${round}: ${JSON.stringify({ ...working, after: loot.refreshedAfterEnd })}`);
      await race.after(victim, loot);
    }
    return kept;
  }

  it(
    `a password reset during a refresh loop leaves no refresh or access token working (${ROUNDS} rounds)`,
    async () => {
      const password = 'brand-new-horse-9';
      const kept = await roundsKeepingASession('reset-race', {
        prepare: async (victim) => {
          await t.request.post('/api/auth/forgot-password').send({ email: victim.email }).expect(200);
          const token = await tokenFromMail(t, victim.email, RESET_LINK);
          return async () => {
            await t.request
              .post('/api/auth/reset-password')
              .send({ token, password, confirmPassword: password })
              .expect(200);
          };
        },
        // The owner signs in with the new password and keeps that session.
        after: async (victim) => {
          const login = await t.request
            .post('/api/login')
            .send({ email: victim.email, password })
            .expect(200);
          expect((await refresh(refreshCookie(login) ?? '')).status).toBe(200);
        },
      });
      expect(kept).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `a staff disable during a refresh loop leaves no refresh or access token working (${ROUNDS} rounds)`,
    async () => {
      const staffCall = (victim: Victim, action: 'disable' | 'enable') =>
        t.request
          .post(`/api/admin/users/${victim.userId}/${action}`)
          .set('authorization', staff.bearer)
          .expect(200);
      const kept = await roundsKeepingASession('disable-race', {
        prepare: (victim) =>
          Promise.resolve(async () => {
            await staffCall(victim, 'disable');
          }),
        // Enabling lets the owner sign in again; the sessions ended by the disable stay ended.
        after: async (victim, loot) => {
          await staffCall(victim, 'enable');
          expect(await stillWorking(loot)).toEqual({ refresh: 0, access: 0 });
          await t.request
            .post('/api/login')
            .send({ email: victim.email, password: victim.password })
            .expect(200);
        },
      });
      expect(kept).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it('refresh refuses a disabled account even when its refresh token was never revoked', async () => {
    const victim = await createVerifiedUser(t, uniqueEmail('disabled-unrevoked'));
    // Disabled behind the app's back (no revocation, no epoch change): the refresh must still look at the account.
    await t.request.get('/api/user').set('authorization', `Bearer ${victim.authToken}`).expect(200);
    await t.app.get(DataSource).query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [victim.userId]);
    expect((await refresh(victim.refresh)).status).toBe(401);
  });
});
