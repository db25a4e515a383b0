import { DataSource } from 'typeorm';
import { createVerifiedUser, mailbox, RESET_LINK, uniqueEmail, VERIFY_LINK } from '../../../test/accounts';
import { checkoutUser, type CheckoutUser } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/create-test-app';

interface Answer {
  success?: boolean;
  message?: string;
  errorType?: string;
  code?: string;
}

/** Staff actions on a customer's page: each one audited (refused attempts too), each refused to customers. */
describe('admin account actions (e2e)', () => {
  const CHIEF = uniqueEmail('chief');
  const OWNER = uniqueEmail('owner');
  let t: TestApp;
  let db: DataSource;
  let staff: CheckoutUser;
  let customer: CheckoutUser;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: `${CHIEF},${OWNER}` });
    db = t.app.get(DataSource);
    staff = await checkoutUser(t, { isAdmin: true });
    customer = await checkoutUser(t);
  });
  afterAll(() => t?.close());

  const act = async (method: 'post' | 'delete', userId: string, action: string, as: CheckoutUser = staff) => {
    const res = await t.request[method](`/api/admin/users/${userId}/${action}`).set(
      'authorization',
      as.bearer,
    );
    return { status: res.status, body: res.body as Answer };
  };
  const audits = (action: string, userId: string) =>
    db.query<{ user_id: string; context: { outcome: string; target: { id: string }; detail?: object } }[]>(
      `SELECT user_id, context FROM error_logs WHERE error_type = 'ADMIN_AUDIT' AND context->>'action' = $1
          AND context->'target'->>'id' = $2 ORDER BY created_at`,
      [action, userId],
    );
  const unverifiedUser = async () => {
    const email = uniqueEmail('unverified');
    await t.request.post('/api/register').send({ email, password: 'correct-horse-1' }).expect(201);
    const [row] = await db.query<{ id: string }[]>('SELECT id FROM users WHERE email = $1', [email]);
    return { email, id: row!.id };
  };

  it.each([
    ['post', 'resend-verification'],
    ['post', 'password-reset'],
    ['post', 'administrator'],
    ['delete', 'administrator'],
    ['post', 'disable'],
    ['post', 'enable'],
  ] as const)(
    '%s %s: 403 for a customer, 401 without a token, 404 for an unknown user',
    async (method, action) => {
      const denied = await act(method, staff.id, action, customer);
      expect(denied.status).toBe(403);
      expect(denied.body.errorType).toBe('FORBIDDEN');
      const anonymous = await t.request[method](`/api/admin/users/${staff.id}/${action}`);
      expect(anonymous.status).toBe(401);
      const unknown = await act(method, '00000000-0000-4000-8000-000000000000', action);
      expect(unknown.status).toBe(404);
      expect((await act(method, 'not-a-uuid', action)).status).toBe(404);
    },
  );

  it('resends the verification email (the same email the customer gets), audited; refuses a verified email', async () => {
    const user = await unverifiedUser();
    const res = await act('post', user.id, 'resend-verification');
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: `Verification email sent to ${user.email}` },
    });
    const mails = await mailbox(t, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Verify your email address');
    expect(mails[0]?.text).toMatch(VERIFY_LINK);
    expect(
      (await audits('users.resend_verification', user.id)).map((a) => [a.user_id, a.context.outcome]),
    ).toEqual([[staff.id, 'ok']]);

    const verified = await act('post', customer.id, 'resend-verification');
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe('This email address is already verified');
    expect((await audits('users.resend_verification', customer.id))[0]?.context.outcome).toBe('failed');
  });

  it('sends a password reset whose link sets a new password, audited', async () => {
    const user = await createVerifiedUser(t, uniqueEmail('reset'));
    const res = await act('post', user.userId, 'password-reset');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Password reset email sent to ${user.email}`);
    const [mail] = await mailbox(t, user.email);
    const token = decodeURIComponent(mail?.text.match(RESET_LINK)?.[1] ?? '');
    await t.request
      .post('/api/auth/reset-password')
      .send({ token, password: 'new-horse-22', confirmPassword: 'new-horse-22' })
      .expect(200);
    await t.request.post('/api/login').send({ email: user.email, password: 'new-horse-22' }).expect(200);
    expect(await audits('users.send_password_reset', user.userId)).toHaveLength(1);
  });

  it('makes and removes an administrator (the new admin reaches the admin API at once), audited', async () => {
    const user = await createVerifiedUser(t, uniqueEmail('promoted'));
    const bearer = `Bearer ${user.authToken}`;
    await t.request.get('/api/admin/users').set('authorization', bearer).expect(403);
    expect(await act('post', user.userId, 'administrator')).toEqual({
      status: 200,
      body: { success: true, message: `${user.email} is now an administrator` },
    });
    await t.request.get('/api/admin/users').set('authorization', bearer).expect(200);
    const detail = await t.request.get(`/api/admin/users/${user.userId}`).set('authorization', staff.bearer);
    expect(detail.body).toMatchObject({ isAdmin: true, adminByConfig: false, disabled: false });
    expect((await act('post', user.userId, 'administrator')).status).toBe(409);

    expect((await act('delete', user.userId, 'administrator')).status).toBe(200);
    await t.request.get('/api/admin/users').set('authorization', bearer).expect(403);
    expect((await audits('users.make_admin', user.userId)).map((a) => a.context.outcome)).toEqual([
      'ok',
      'failed',
    ]);
    expect((await audits('users.remove_admin', user.userId)).map((a) => a.context.outcome)).toEqual(['ok']);
  });

  it('cannot take the role from an ADMIN_EMAILS administrator, nor from oneself', async () => {
    const chief = await createVerifiedUser(t, CHIEF);
    const detail = await t.request.get(`/api/admin/users/${chief.userId}`).set('authorization', staff.bearer);
    expect(detail.body).toMatchObject({ isAdmin: true, adminByConfig: true });
    const bootstrap = await act('delete', chief.userId, 'administrator');
    expect(bootstrap.status).toBe(409);
    expect(bootstrap.body.message).toMatch(/ADMIN_EMAILS/);
    const self = await act('delete', staff.id, 'administrator');
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot do this to your own account');
    expect((await act('post', staff.id, 'disable')).status).toBe(409);
    expect((await audits('users.remove_admin', chief.userId))[0]?.context.outcome).toBe('failed');
  });

  it('a promoted administrator cannot disable an ADMIN_EMAILS administrator (as for taking the role), audited', async () => {
    const owner = await createVerifiedUser(t, OWNER);
    const refused = await act('post', owner.userId, 'disable');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'USER.ACTION_CONFLICT',
      message:
        'This administrator is listed in ADMIN_EMAILS; remove the address there to disable the account',
    });
    expect((await audits('users.disable', owner.userId)).map((a) => a.context.outcome)).toEqual(['failed']);
    // The owner is untouched: still signed in, still able to refresh.
    await t.request.get('/api/user').set('authorization', `Bearer ${owner.authToken}`).expect(200);
    await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${owner.refresh}`).expect(200);
    const detail = await t.request.get(`/api/admin/users/${owner.userId}`).set('authorization', staff.bearer);
    expect(detail.body).toMatchObject({ isAdmin: true, adminByConfig: true, disabled: false });
  });

  it('disables an account: login refused with a clear message, the existing token and refresh cookie stop working; enabling restores login', async () => {
    const user = await createVerifiedUser(t, uniqueEmail('disabled'));
    const bearer = `Bearer ${user.authToken}`;
    await t.request.get('/api/user').set('authorization', bearer).expect(200);

    expect(await act('post', user.userId, 'disable')).toEqual({
      status: 200,
      body: { success: true, message: `${user.email} is disabled and signed out everywhere` },
    });
    const me = await t.request.get('/api/user').set('authorization', bearer);
    expect(me.status).toBe(401);
    const refresh = await t.request.post('/api/auth/refresh').set('cookie', `petart_refresh=${user.refresh}`);
    expect(refresh.status).toBe(401);
    const login = await t.request.post('/api/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ errorType: 'FORBIDDEN', code: 'AUTH.ACCOUNT_DISABLED' });
    expect((login.body as Answer).message).toMatch(/^This account has been disabled\. Please contact /);
    const listed = await t.request
      .get('/api/admin/users')
      .query({ search: user.email })
      .set('authorization', staff.bearer);
    expect((listed.body as { items: { disabled: boolean }[] }).items).toEqual([
      expect.objectContaining({ disabled: true }),
    ]);
    expect((await act('post', user.userId, 'disable')).status).toBe(409);

    expect(await act('post', user.userId, 'enable')).toEqual({
      status: 200,
      body: { success: true, message: `${user.email} can sign in again` },
    });
    const again = await t.request.post('/api/login').send({ email: user.email, password: user.password });
    expect(again.status).toBe(200);
    const fresh = (again.body as { authToken: string }).authToken;
    await t.request.get('/api/user').set('authorization', `Bearer ${fresh}`).expect(200);
    expect((await act('post', user.userId, 'enable')).status).toBe(409);

    expect((await audits('users.disable', user.userId)).map((a) => [a.user_id, a.context.outcome])).toEqual([
      [staff.id, 'ok'],
      [staff.id, 'failed'],
    ]);
    expect((await audits('users.enable', user.userId)).map((a) => a.context.outcome)).toEqual([
      'ok',
      'failed',
    ]);
  });
});
