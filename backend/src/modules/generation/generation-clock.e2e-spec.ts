import {
  IMAGE_GENERATOR,
  OBJECT_STORAGE,
  LIMITS,
  type ImageGenerator,
  type ObjectStorage,
} from '@petart/domain';
import { FixedClock } from '@petart/domain/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { createTestUser, type TestUser } from '../../../test/journey-fixtures';
import { fixturePhoto } from '../../../test/journey/images';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner } from '../../platform/images/image-url-signer';
import { SessionsRepository } from '../sessions/sessions.repository';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { GenerationService } from './generation.service';
import { Metrics } from '../../platform/observability/metrics';

/**
 * The generation limit is the domain's rule at the Clock's time: the window of the user's attempts is measured from
 * CLOCK.now(), not from the database's clock. A service on a clock moved past the window lets the 6th generation
 * through; the same attempts at the present time refuse it.
 */
describe('generation limit on the Clock port', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: TestUser;
  let sessionId: string;

  const serviceAt = (clock: FixedClock): GenerationService =>
    new GenerationService(
      t.app.get(DataSource),
      t.app.get(SessionsRepository),
      t.app.get(GenerationJobsRepository),
      t.app.get(ImageUrlSigner),
      t.app.get<symbol, ObjectStorage>(OBJECT_STORAGE),
      t.app.get<symbol, ImageGenerator>(IMAGE_GENERATOR),
      clock,
      t.app.get(Metrics),
    );
  const asAlice = () => ({ id: alice.id, email: alice.email, isAdmin: false, emailVerified: true });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-generation-clock-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    alice = await createTestUser(t);
    const upload = await t.request
      .post('/api/upload')
      .set('authorization', alice.bearer)
      .attach('image', await fixturePhoto(), 'pet.png');
    sessionId = (upload.body as { sessionId: string }).sessionId;
    for (let i = 0; i < LIMITS.generationsPerWindow; i++) {
      const res = await t.request
        .post('/api/generate')
        .set('authorization', alice.bearer)
        .send({ sessionId, style: 'Comic Book Style' });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the 6th generation while the Clock is inside the window', async () => {
    const error = await serviceAt(new FixedClock(Date.now()))
      .generate(asAlice(), { sessionId, style: 'Comic Book Style' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('GENERATION.RATE_LIMITED');
  });

  it('allows it once the Clock has moved past the window', async () => {
    const later = new FixedClock(Date.now() + LIMITS.generationWindowMs + 1_000);
    const result = await serviceAt(later).generate(asAlice(), { sessionId, style: 'Comic Book Style' });
    expect(result.success).toBe(true);
    expect(result.aiJobStatus).toBe('completed');
  });
});
