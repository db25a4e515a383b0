import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { OpenAiFake } from '../../../test/fakes/openai-fake';
import { createTestUser, type TestUser } from '../../../test/journey-fixtures';
import { fixturePhoto } from '../../../test/journey/images';

interface Preview {
  aiJobStatus: string;
  previewImageUrl: string | null;
  previewIndex: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Likeness and a preview while it is made, through the API with IMAGE_GENERATOR=openai against the OpenAI
 * fake (an edit takes 1.5 s, partial frames at 25/50/75 %) and OPENAI_IMAGE_CANDIDATES=2: the requests carry the
 * model, input fidelity and streaming; each partial frame is stored small and served to the progress dialog's poll;
 * the candidates become versions without using the one refine.
 */
describe('generation preview and candidates (OpenAI fake)', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: OpenAiFake;
  let alice: TestUser;
  let bob: TestUser;

  const upload = async (user: TestUser): Promise<string> => {
    const res = await t.request
      .post('/api/upload')
      .set('authorization', user.bearer)
      .attach('image', await fixturePhoto(), 'pet.png');
    return (res.body as { sessionId: string }).sessionId;
  };
  const preview = async (user: TestUser, sessionId: string) =>
    t.request.get(`/api/generate/${sessionId}/preview`).set('authorization', user.bearer);

  beforeAll(async () => {
    fake = await new OpenAiFake({ editMs: 1500 }).start();
    dataDir = await mkdtemp(path.join(tmpdir(), 'petart-generation-preview-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      IMAGE_GENERATOR: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_CANDIDATES: '2',
    });
    alice = await createTestUser(t);
    bob = await createTestUser(t);
  });
  afterEach(() => (fake.completionGate = undefined));
  afterAll(async () => {
    await t.close();
    await fake.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('streams the edit, shows each partial frame while it runs, then keeps two candidates as versions', async () => {
    const sessionId = await upload(alice);
    // The fake holds the finished artwork back until the poll below has shown the last frame: frames that only
    // appeared once the generation had ended would never release it, and the generation would time out.
    let lastFrameShown!: () => void;
    fake.completionGate = new Promise<void>((resolve) => (lastFrameShown = resolve));
    const generation = t.request
      .post('/api/generate')
      .set('authorization', alice.bearer)
      .send({ sessionId, style: 'Watercolor' })
      .then((res) => res);

    // The progress dialog's poll: frames arrive while the generation still runs, newest index last.
    const seen: { index: number; url: string }[] = [];
    let finished = false;
    void generation.then(() => (finished = true));
    while (!finished) {
      const body = (await preview(alice, sessionId)).body as Preview;
      if (body.previewImageUrl && body.previewIndex !== seen.at(-1)?.index) {
        expect(body.aiJobStatus).toBe('processing');
        seen.push({ index: body.previewIndex ?? -1, url: body.previewImageUrl });
        if (body.previewIndex === 2) lastFrameShown();
      }
      await sleep(50);
    }
    const res = await generation;
    expect(res.status).toBe(200);

    expect(seen.map((s) => s.index)).toEqual([0, 1, 2]);
    for (const frame of seen) {
      // Served watermarked like every picture of an unpaid artwork (D-285).
      expect(frame.url).toMatch(/^\/api\/images\/previews\/[0-9a-f-]+-\d\.webp\?v=preview&exp=\d+&sig=/);
      const image = await t.request.get(frame.url).buffer(true);
      const meta = await sharp(image.body as Buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    }

    // The requests: one streamed edit (the preview) and one plain edit for the second candidate.
    const streamed = fake.requests.find((r) => r.stream);
    const plain = fake.requests.find((r) => !r.stream);
    expect(fake.requests).toHaveLength(2);
    expect(streamed).toMatchObject({
      model: 'gpt-image-1.5',
      inputFidelity: 'high',
      stream: true,
      partialImages: 3,
      n: 1,
      quality: 'high',
      imageCount: 1,
    });
    expect(plain).toMatchObject({ model: 'gpt-image-1.5', inputFidelity: 'high', stream: false, n: 1 });
    expect(streamed?.prompt).toContain('ear shape');

    // Two candidates, two versions; not a refine.
    const body = res.body as { generatedImages: string[]; revisionCount: number };
    expect(body.generatedImages).toHaveLength(2);
    expect(body.revisionCount).toBe(0);
    const refine = await t.request
      .post('/api/generate')
      .set('authorization', alice.bearer)
      .send({ sessionId, style: 'Watercolor', revision: true });
    expect([refine.status, (refine.body as { revisionCount: number }).revisionCount]).toEqual([200, 1]);
    expect((refine.body as { generatedImages: string[] }).generatedImages).toHaveLength(4);

    // Once finished there is no frame to show; the frame is never one of the session's images.
    expect((await preview(alice, sessionId)).body).toEqual({
      aiJobStatus: 'completed',
      previewImageUrl: null,
      previewIndex: null,
    });
    const select = await t.request
      .post('/api/select-image')
      .set('authorization', alice.bearer)
      .send({ sessionId, imageUrl: seen[2]!.url });
    expect(select.status).toBe(400);
    const jobs = await t.app
      .get(DataSource)
      .query<{ preview_index: number }[]>(`SELECT preview_index FROM generation_jobs WHERE session_id = $1`, [
        sessionId,
      ]);
    expect(jobs.map((j) => j.preview_index)).toEqual([2, 2]);
  });

  it("answers 404 for another customer's session or an unknown one, and 401 without a token", async () => {
    const sessionId = await upload(alice);
    expect((await preview(bob, sessionId)).status).toBe(404);
    expect((await preview(alice, 'no-such-session')).status).toBe(404);
    expect((await t.request.get(`/api/generate/${sessionId}/preview`)).status).toBe(401);
    expect((await preview(alice, sessionId)).body).toEqual({
      aiJobStatus: 'pending',
      previewImageUrl: null,
      previewIndex: null,
    });
  });

  it('a failure mid-stream (moderation) answers the safety message and leaves no frame to show', async () => {
    const sessionId = await upload(alice);
    fake.enqueue({
      kind: 'streamError',
      error: { message: 'Your request was rejected by the safety system.', code: 'moderation_blocked' },
    });
    const res = await t.request
      .post('/api/generate')
      .set('authorization', alice.bearer)
      .send({ sessionId, style: 'Lego' });
    expect([res.status, (res.body as { errorType: string }).errorType]).toEqual([
      422,
      'SAFETY_SYSTEM_REJECTION',
    ]);
    expect(((await preview(alice, sessionId)).body as Preview).previewImageUrl).toBeNull();
  });
});
