import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { photoFixtures } from '../photos/photo-fixtures';
import { createScratchDatabase } from '../create-test-app';
import { layOutImage, type LaidOutImage } from './dockerfile-layout';
import { freePorts } from '../free-port';

const REPO = path.resolve(__dirname, '../../..');
/** The Dockerfile under test; DOCKERFILE points at another one (e.g. an older revision, to see this test fail). */
const DOCKERFILE = process.env.DOCKERFILE ?? path.join(REPO, 'docker', 'Dockerfile');

/**
 * The API image without a Docker daemon: the runtime stage's files laid out as its COPY lines place them (the deps
 * stage's npm install made for real), then the image's CMD started from that tree in the production profile against
 * PostgreSQL, an S3 store and an SMTP server. A dependency the stage leaves out fails here with MODULE_NOT_FOUND.
 */
describe('the API image (docker/Dockerfile) starts and serves', () => {
  let image: LaidOutImage;
  let server: ChildProcess;
  let output = '';
  let exited: number | null | undefined;
  let base: string;
  let serverEnv: NodeJS.ProcessEnv;
  let s3: S3rver;
  let s3Dir: string;
  let smtp: SMTPServer;
  const mails: string[] = [];
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    const started = Date.now();
    image = layOutImage(DOCKERFILE, REPO);
    console.log(`image laid out in ${Date.now() - started} ms`, image.timings);

    s3Dir = mkdtempSync(path.join(tmpdir(), 'petart-image-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
    const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    await new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: 'petart-image' }));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    // Its own empty database: the image migrates it at start, as on a first deploy.
    database = await createScratchDatabase();

    // The admin app's port too: its default (3001) would collide with a server of another test.
    const [port, adminPort] = (await freePorts(2)) as [number, number];
    base = `http://127.0.0.1:${port}`;
    const [command, ...args] = image.cmd;
    serverEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...image.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      HOST: '127.0.0.1',
      ALLOW_LOCAL_ADAPTERS: 'true',
      DATABASE_URL: database.url,
      PUBLIC_URL: base,
      ADMIN_URL: 'http://127.0.0.1:1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'petart-image',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      MAILER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'PetArt <orders@petart.example>',
      SUPPORT_EMAIL: 'support@petart.example',
    };
    server = spawn(command === 'node' ? process.execPath : command!, args, {
      cwd: path.join(image.root, image.workdir),
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => (exited = code));

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (exited !== undefined)
        throw new Error(`the image's server exited (${exited}) before answering:\n${output.slice(-4000)}`);
      const health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > deadline)
        throw new Error(`no answer from the image's server:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 600_000);

  afterAll(async () => {
    if (server && exited === undefined) {
      const gone = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await gone;
    }
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await s3?.close();
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
    image?.remove();
    await database?.drop();
  }, 600_000);

  it('signs a customer up (mail over SMTP), takes a photo into S3 and serves it back', async () => {
    const email = `image-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'correct-horse-1';
    const json = { 'content-type': 'application/json' };
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(register.status).toBe(201);

    // The verification mail went out over SMTP; quoted-printable soft breaks are undone before reading the link.
    let token: string | undefined;
    for (let i = 0; i < 40 && token === undefined; i++) {
      const mail = mails.find((text) => text.includes(email))?.replace(/=\r?\n/g, '');
      token = /verify-email\?token=3D([A-Za-z0-9_%-]+)|verify-email\?token=([A-Za-z0-9_%-]+)/
        .exec(mail ?? '')
        ?.slice(1)
        .find(Boolean);
      if (token === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(token).toBeDefined();
    const verify = await fetch(`${base}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
    expect(verify.status).toBeLessThan(400);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { authToken } = (await login.json()) as { authToken: string };
    const authorization = `Bearer ${authToken}`;

    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await photoFixtures.good())], { type: 'image/jpeg' }),
      'pet.jpg',
    );
    const upload = await fetch(`${base}/api/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { sessionId } = (await upload.json()) as { sessionId: string };
    const session = await fetch(`${base}/api/sessions/${sessionId}`, { headers: { authorization } });
    expect(session.status).toBe(200);
    const { originalImageUrl } = (await session.json()) as { originalImageUrl: string };
    const stored = await fetch(`${base}${originalImageUrl}`);
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1152, 768]);
  });

  it("has the release step: the image's `npm run migrate` finds the schema the server migrated current", () => {
    const output = execFileSync('npm', ['run', 'migrate'], {
      cwd: path.join(image.root, image.workdir),
      env: serverEnv,
      encoding: 'utf8',
    });
    expect(output).toContain('Schema current: no pending migrations');
  });
});
