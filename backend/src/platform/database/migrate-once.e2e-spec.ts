import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { createScratchDatabase } from '../../../test/create-test-app';
import { AdvisoryLockKey } from './advisory-lock-keys';
import { MIGRATIONS } from './migrations';
import { freePorts } from '../../../test/free-port';

const BACKEND = path.resolve(__dirname, '../../..');

interface Replica {
  process: ChildProcess;
  port: number;
  output: string;
  exit?: number | null;
}

/** One API process as a container runs it (`node backend/dist/main.js`, production profile) on `url`. */
async function startReplica(url: string, dataDir: string): Promise<Replica> {
  // The admin app's port too: its default (3001) would collide with a server of another test.
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: BACKEND,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_PROFILE: 'production',
      ALLOW_LOCAL_ADAPTERS: 'true',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_URL: 'http://127.0.0.1:1',
      JWT_SECRET: 'replicas-share-one-secret-of-32-characters-or-more',
      SUPPORT_EMAIL: 'support@petart.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const replica: Replica = { process: child, port, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (replica.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (replica.output += chunk.toString()));
  child.on('exit', (code) => (replica.exit = code));
  return replica;
}

/** Resolves when the replica answers /api/health with 200; rejects when it exits first or after the deadline. */
async function ready(replica: Replica, deadline: number): Promise<void> {
  for (;;) {
    if (replica.exit !== undefined)
      throw new Error(
        `replica exited (${replica.exit}) before it was ready:\n${replica.output.slice(-3000)}`,
      );
    const health = await fetch(`http://127.0.0.1:${replica.port}/api/health`).catch(() => undefined);
    if (health?.ok) return;
    if (Date.now() > deadline) throw new Error(`replica not ready in time:\n${replica.output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(replica: Replica): Promise<void> {
  if (replica.exit !== undefined) return;
  const gone = new Promise((resolve) => replica.process.once('exit', resolve));
  replica.process.kill('SIGTERM');
  await gone;
}

/**
 * Migrations once: API processes started at the same moment on one empty database serialise on the migration lock.
 * One of them applies every migration; the others wait for it (beyond the 3 s request statement timeout) and find
 * the schema current; all of them serve.
 */
describe('three replicas starting at once on an empty database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'petart-replicas-'));
  });
  afterAll(async () => {
    await Promise.all(replicas.map(stop));
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the migrations once and all three become ready', async () => {
    // Another process (a release step) holds the lock for longer than a statement may run: the replicas must wait.
    const holder = new Client({ connectionString: scratch.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [AdvisoryLockKey.Migrations]);

    for (let i = 0; i < 3; i++) replicas.push(await startReplica(scratch.url, dataDir));
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(replicas.map((replica) => replica.exit)).toEqual([undefined, undefined, undefined]);
    await holder.query('SELECT pg_advisory_unlock($1)', [AdvisoryLockKey.Migrations]);
    await holder.end();

    const deadline = Date.now() + 90_000;
    await Promise.all(replicas.map((replica) => ready(replica, deadline)));

    const check = new Client({ connectionString: scratch.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ name: string; runs: number }>(
        'SELECT name, count(*)::int AS runs FROM typeorm_migrations GROUP BY name',
      );
      // Each migration recorded once: run by one process, not by each replica that found it pending.
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
      expect(rows).toHaveLength(MIGRATIONS.length);
    } finally {
      await check.end();
    }
    const applied = replicas.filter((replica) => /Applied \d+ migration/.test(replica.output));
    const current = replicas.filter((replica) => /Schema current/.test(replica.output));
    expect([applied.length, current.length]).toEqual([1, 2]);
    expect(applied[0]!.output).toContain(`Applied ${MIGRATIONS.length} migration(s)`);
  }, 180_000);
});
