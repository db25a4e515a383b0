import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { signAccessToken } from '../src/platform/auth/access-token';
import { UserEntity } from '../src/modules/users/user.entity';
import type { TestApp } from './create-test-app';

/** Fixtures for create-journey suites that do not need the accounts flow: a user row + a bearer token, a session. */
export interface TestUser {
  id: string;
  email: string;
  bearer: string;
}

export async function createTestUser(t: TestApp, options: { isAdmin?: boolean } = {}): Promise<TestUser> {
  const users = t.app.get(DataSource).getRepository(UserEntity);
  const user = await users.save(
    users.create({
      email: `journey-${randomUUID().slice(0, 8)}@example.com`,
      emailVerified: true,
      isAdmin: options.isAdmin ?? false,
    }),
  );
  return { id: user.id, email: user.email, bearer: `Bearer ${signAccessToken(user.id, t.config.jwtSecret)}` };
}

export interface TestSession {
  sessionId: string;
  /** Stored (unsigned) paths. */
  original: string;
  generated: string[];
}

/** Inserts a session row owned by the user with an original and `generatedCount` generated image paths. */
export async function createTestSession(
  t: TestApp,
  userId: string,
  options: { generatedCount?: number; generated?: string[]; original?: string } = {},
): Promise<TestSession> {
  const sessionId = randomUUID();
  const original = options.original ?? `/api/images/originals/${randomUUID()}.webp`;
  const generated =
    options.generated ??
    Array.from({ length: options.generatedCount ?? 2 }, () => `/api/images/generated/${randomUUID()}.webp`);
  await t.app
    .get(DataSource)
    .query(
      `INSERT INTO sessions (session_id, user_id, original_image_url, generated_images) VALUES ($1, $2, $3, $4::jsonb)`,
      [sessionId, userId, original, JSON.stringify(generated)],
    );
  return { sessionId, original, generated };
}
