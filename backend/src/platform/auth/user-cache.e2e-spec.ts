import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { UserEntity } from '../../modules/users/user.entity';
import { UsersRepository } from '../../modules/users/users.repository';
import { signAccessToken } from './access-token';
import { AdminGuard, JwtAuthGuard } from './guards';

@Controller('cache-probe')
class CacheProbeController {
  @Get('admin')
  @UseGuards(JwtAuthGuard, AdminGuard)
  admin(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [CacheProbeController] })
class CacheProbeModule {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The per-process user-row cache as production runs it (AUTH_USER_CACHE_MS on): a change made behind the app's back
 * is noticed once the entry expires, a change made through the users module at once.
 */
describe('access-token user cache (production settings, e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  // Long enough that the probes before the expiry stay inside it on a loaded machine (400 ms did not, once, in a
  // full `npm test` while the shop's build ran beside it).
  const ttlMs = 2000;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_USER_CACHE_MS: String(ttlMs) }, { imports: [CacheProbeModule] });
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  async function admin(): Promise<{ id: string; bearer: string }> {
    const users = db.getRepository(UserEntity);
    const user = await users.save(
      users.create({ email: `a-${randomUUID()}@cache.example`, emailVerified: true, isAdmin: true }),
    );
    return { id: user.id, bearer: `Bearer ${signAccessToken(user.id, t.config.jwtSecret)}` };
  }

  const probe = (bearer: string) => t.request.get('/api/cache-probe/admin').set('authorization', bearer);

  it('runs with the cache on, as in production', () => {
    expect(t.config.authUserCacheMs).toBe(ttlMs);
  });

  it('serves a demotion made in SQL from the cache until the entry expires, then refuses', async () => {
    const { id, bearer } = await admin();
    expect((await probe(bearer)).status).toBe(200);
    await db.query(`UPDATE users SET is_admin = false WHERE id = $1`, [id]);
    expect((await probe(bearer)).status).toBe(200);
    await sleep(ttlMs + 100);
    expect((await probe(bearer)).status).toBe(403);
  });

  it('notices a deleted user after the expiry (401)', async () => {
    const { id, bearer } = await admin();
    expect((await probe(bearer)).status).toBe(200);
    await db.query(`DELETE FROM users WHERE id = $1`, [id]);
    await sleep(ttlMs + 100);
    expect((await probe(bearer)).status).toBe(401);
  });

  it('sees a change written through the users module at once (the entry is dropped)', async () => {
    const { id, bearer } = await admin();
    expect((await probe(bearer)).status).toBe(200);
    const users = t.app.get(UsersRepository);
    const user = await users.findById(id);
    if (!user) throw new Error('user not found');
    user.isAdmin = false;
    await users.save(user);
    expect((await probe(bearer)).status).toBe(403);
  });
});
