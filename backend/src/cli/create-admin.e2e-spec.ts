import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { UserEntity } from '../modules/users/user.entity';
import { argumentProblems, createOrPromoteAdmin, parseArgs } from './create-admin';

describe('admin:create CLI', () => {
  it('parses both argument styles', () => {
    expect(parseArgs(['--email', 'a@b.co', '--password=Xy1!abcd'])).toEqual({
      email: 'a@b.co',
      password: 'Xy1!abcd',
    });
  });

  it('validates the email and the strong password rule', () => {
    expect(argumentProblems({ email: 'nope', password: 'weak' })).toEqual([
      '--email: Please enter a valid email address',
      '--password: Password must be at least 8 characters long',
    ]);
    expect(argumentProblems({ email: 'a@b.co', password: 'alllower1!' })).toEqual([
      '--password: Password must contain at least one uppercase letter',
    ]);
    expect(argumentProblems({ email: 'a@b.co', password: 'Strong1!pass' })).toEqual([]);
  });

  describe('against the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('creates a verified admin who can log in, then promotes an existing account', async () => {
      const ds = t.app.get(DataSource);
      const email = uniqueEmail('admin');
      expect(await createOrPromoteAdmin(ds, email.toUpperCase(), 'Strong1!pass')).toBe('created');
      const login = await t.request.post('/api/login').send({ email, password: 'Strong1!pass' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ user: { email, isAdmin: true, emailVerified: true } });

      const customer = uniqueEmail('customer');
      await t.request.post('/api/register').send({ email: customer, password: 'secret1' }).expect(201);
      expect(await createOrPromoteAdmin(ds, customer, 'Other2@pass')).toBe('promoted');
      const row = await ds.getRepository(UserEntity).findOneByOrFail({ email: customer });
      expect(row).toMatchObject({ isAdmin: true, emailVerified: true });
      expect(await argon2.verify(row.password ?? '', 'Other2@pass')).toBe(true);
    });
  });
});
