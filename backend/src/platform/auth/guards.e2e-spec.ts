import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { UserEntity } from '../../modules/users/user.entity';
import { signAccessToken } from './access-token';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from './guards';

@Controller('guard-probe')
class GuardProbeController {
  @Get('private')
  @UseGuards(JwtAuthGuard)
  private(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Get('optional')
  @UseGuards(OptionalJwtAuthGuard)
  optional(@CurrentUser() user: AuthenticatedUser | null): { user: AuthenticatedUser | null } {
    return { user };
  }

  @Get('admin')
  @UseGuards(JwtAuthGuard, AdminGuard)
  admin(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [GuardProbeController] })
class GuardProbeModule {}

describe('platform auth guards', () => {
  let t: TestApp;
  let customer: UserEntity;
  let listedAdmin: UserEntity;
  const bearer = (id: string, secret = t.config.jwtSecret) => `Bearer ${signAccessToken(id, secret)}`;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'Boss@Guard.Example' }, { imports: [GuardProbeModule] });
    const users = t.app.get(DataSource).getRepository(UserEntity);
    customer = await users.save(
      users.create({ email: `c-${randomUUID()}@guard.example`, emailVerified: true }),
    );
    listedAdmin = await users.save(users.create({ email: 'boss@guard.example', emailVerified: true }));
  });
  afterAll(() => t?.close());

  it('JwtAuthGuard answers 401 with the envelope without a token', async () => {
    const res = await t.request.get('/api/guard-probe/private');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Authentication required',
      message: 'You need to log in to access this feature',
      errorType: 'AUTHENTICATION_ERROR',
      details: [],
      code: 'AUTH.UNAUTHENTICATED',
    });
  });

  it('JwtAuthGuard sets the current user from a valid token', async () => {
    const res = await t.request.get('/api/guard-probe/private').set('authorization', bearer(customer.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: customer.id, email: customer.email, isAdmin: false, emailVerified: true });
  });

  it('refuses a token of a user that no longer exists', async () => {
    const res = await t.request.get('/api/guard-probe/private').set('authorization', bearer(randomUUID()));
    expect(res.status).toBe(401);
  });

  it('OptionalJwtAuthGuard gives null for anonymous or invalid tokens and the user otherwise', async () => {
    expect((await t.request.get('/api/guard-probe/optional')).body).toEqual({ user: null });
    const bad = await t.request
      .get('/api/guard-probe/optional')
      .set('authorization', bearer(customer.id, 'another-secret-another-secret-0123456'));
    expect(bad.body).toEqual({ user: null });
    const ok = await t.request.get('/api/guard-probe/optional').set('authorization', bearer(customer.id));
    expect((ok.body as { user: AuthenticatedUser }).user.id).toBe(customer.id);
  });

  it('AdminGuard: 401 anonymous, 403 customer, 200 for an ADMIN_EMAILS account (any case)', async () => {
    expect((await t.request.get('/api/guard-probe/admin')).status).toBe(401);
    const forbidden = await t.request.get('/api/guard-probe/admin').set('authorization', bearer(customer.id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ errorType: 'FORBIDDEN', code: 'AUTH.FORBIDDEN' });
    const ok = await t.request.get('/api/guard-probe/admin').set('authorization', bearer(listedAdmin.id));
    expect(ok.status).toBe(200);
  });
});
