import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { LocalDiskStorage } from '../../src/adapters/storage/local-disk.storage';
import { signAccessToken } from '../../src/platform/auth/access-token';

/**
 * Helpers of the reliability suites (faults, two replicas): the shop as real child processes of backend/dist/main.js,
 * plain HTTP with timings, and checkout fixtures written straight to the database.
 */

export const BACKEND_ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(BACKEND_ROOT, 'dist/main.js');
export const JWT_SECRET = 'reliability-secret-reliability-secret-0123';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts') && !/\.(e2e-)?spec\.ts$/.test(entry.name))
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Held while one process builds dist; a lock older than any build was left by a killed run. */
const BUILD_LOCK = path.join(BACKEND_ROOT, 'test-data/build.lock');
const BUILD_LOCK_STALE_MS = 5 * 60_000;

function distIsStale(): boolean {
  const built = fs.existsSync(MAIN) ? fs.statSync(MAIN).mtimeMs : 0;
  return built < newestSource(path.join(BACKEND_ROOT, 'src'));
}

/** Runs `work` holding the build lock (a directory: mkdir is atomic), waiting for another holder to finish. */
function withBuildLock(work: () => void): void {
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(BUILD_LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > BUILD_LOCK_STALE_MS)
        fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 250);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * The suites run the compiled app. `npm test` builds it first (nx: backend's test target depends on its build);
 * a direct `npx jest` run compiles it here when dist is missing or older than src. Jest workers may get here at the
 * same time: one compiles under the lock while the others wait, then find dist fresh (none starts dist/main.js
 * while tsc is rewriting it).
 */
export function ensureBackendBuilt(): void {
  if (!distIsStale()) return;
  withBuildLock(() => {
    if (!distIsStale()) return;
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: BACKEND_ROOT,
      stdio: 'inherit',
    });
  });
}

export { freePort, freePorts } from '../free-port';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  ms: number;
}

/** One HTTP call with its duration; a call that gets no answer within `timeoutMs` yields status 0. */
export async function call(
  url: string,
  options: { method?: string; bearer?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(options.bearer ? { authorization: options.bearer } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
    return { status: res.status, body, headers: res.headers, ms: Date.now() - started };
  } catch {
    return { status: 0, body: {}, headers: new Headers(), ms: Date.now() - started };
  }
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node dist/main.js` with `env` on top of a quiet test environment and waits for GET /api/health = 200. */
export async function startAppProcess(
  env: Record<string, string>,
  readyTimeoutMs = 90_000,
): Promise<AppProcess> {
  const port = Number(env.PORT);
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(PETART_|DATABASE_URL$|JEST|NODE_OPTIONS$)/.test(key)) base[key] = value;
  }
  const child = spawn(process.execPath, [MAIN], {
    cwd: BACKEND_ROOT,
    env: {
      ...base,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      SHOP_DIST_DIR: path.join(BACKEND_ROOT, 'test-data/no-shop-dist'),
      ADMIN_DIST_DIR: path.join(BACKEND_ROOT, 'test-data/no-admin-dist'),
      // The simulator only moves when ticked, and its print areas are 10 dpi (small print files).
      FULFILMENT_SIMULATOR_STEP_SECONDS: '0',
      FULFILMENT_SIMULATOR_PRINT_DPI: '10',
      // Orders go to production at once (no customer cancellation window), so every job of a payment can finish.
      CANCEL_WINDOW_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const app: AppProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`main.js exited (${child.exitCode}):\n${output}`);
    if ((await call(`${app.baseUrl}/api/health`, { timeoutMs: 2_000 })).status === 200) return app;
    await sleep(250);
  }
  await app.stop('SIGKILL');
  throw new Error(`main.js did not become healthy within ${readyTimeoutMs} ms:\n${output}`);
}

/**
 * A verified user with a cart (two lines unless `lines` says otherwise), and its bearer token. Each line's artwork is stored for real in the
 * app's local storage (`<dataDir>/storage`), because a paid order makes its print files from it.
 */
export async function shopper(
  db: Client,
  dataDir: string,
  lines: readonly (readonly [printType: string, printSize: string])[] = [
    ['canvas', '20x30'],
    ['poster', '12x18'],
  ],
): Promise<{ id: string; email: string; bearer: string }> {
  const storage = new LocalDiskStorage(path.join(dataDir, 'storage'));
  const artwork = await sharp({ create: { width: 96, height: 144, channels: 3, background: '#7a5c3e' } })
    .webp()
    .toBuffer();
  const email = `reliability-${randomUUID().slice(0, 8)}@example.com`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_verified) VALUES ($1, true) RETURNING id`,
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user insert failed');
  const sessionId = randomUUID();
  for (const [printType, printSize] of lines) {
    const key = `generated/${randomUUID()}.webp`;
    await storage.put(key, new Uint8Array(artwork), 'image/webp');
    await db.query(
      `INSERT INTO cart_items (user_id, session_id, print_type, print_size, image_url, quantity)
       VALUES ($1, $2, $3, $4, $5, 1)`,
      [id, sessionId, printType, printSize, `/api/images/${key}`],
    );
  }
  return { id, email, bearer: `Bearer ${signAccessToken(id, JWT_SECRET)}` };
}

export const customerInfo = (email: string) => ({
  email,
  phone: '+14155550100',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
  countryCode: 'US',
  countryName: 'United States',
});

export const successCard = () => ({
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
});

/**
 * Outbox jobs of a paid order once it has been sent: tax_transaction, fulfilment and confirmation_email queued with the
 * payment, send_to_production queued by the submission.
 */
export const PAID_ORDER_JOBS = 4;

/** What the database holds for one order after payment: status, emails, fulfilment submission, its jobs. */
export async function orderOutcome(db: Client, orderHash: string, email: string) {
  const { rows } = await db.query<{
    invoice_status: string;
    printify_order_id: string | null;
    mails: string;
    jobs: string;
    jobs_done: string;
  }>(
    `SELECT o.invoice_status, o.printify_order_id,
            (SELECT count(*) FROM mail_outbox WHERE recipient = $2) AS mails,
            (SELECT count(*) FROM pgboss.job WHERE data->>'orderId' = o.id::text) AS jobs,
            (SELECT count(*) FROM pgboss.job WHERE data->>'orderId' = o.id::text AND state = 'completed') AS jobs_done
       FROM orders o WHERE o.order_hash = $1`,
    [orderHash, email],
  );
  const row = rows[0];
  return {
    invoiceStatus: row?.invoice_status,
    submitted: row?.printify_order_id != null,
    mails: Number(row?.mails),
    jobs: Number(row?.jobs),
    jobsDone: Number(row?.jobs_done),
  };
}
