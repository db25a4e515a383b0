import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { BACKEND_ROOT, call, ensureBackendBuilt, freePorts, JWT_SECRET, sleep } from './app-process';

jest.setTimeout(180_000);

const REPO_ROOT = path.resolve(BACKEND_ROOT, '..');

/** Every process below `pid` now (children, their children...), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, of] of parentOf) {
      if (of === parent && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** The command line of a process ('' once it is gone). */
const commandOf = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

/** The process group of a process (a terminal's Ctrl-C signals its whole foreground group). */
function groupOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** Alive and not a zombie waiting for its parent. */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Nothing listens on the port any more (it can be bound again). */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `npm start` as a supervisor or a script runs it: detached (its own session, so no terminal), stdio piped, against a
 * temp DATA_DIR and free ports, the build skipped (the test suite built the backend). Stopping the shop is then a
 * signal to npm alone, which passes it on to the process its script runs; nothing else sends the children anything.
 */
describe('npm start stops cleanly on a signal to npm, with no terminal', () => {
  let dataDir: string;
  beforeAll(() => {
    ensureBackendBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-npm-start-'));
    fs.chmodSync(dataDir, 0o755);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function startShop(): Promise<{ npm: ChildProcess; ports: number[]; output: () => string }> {
    const ports = await freePorts(3);
    const [port, adminPort, pgPort] = ports as [number, number, number];
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && !/^(PETART_|DATABASE_URL$|JEST|NODE_OPTIONS$|npm_)/.test(key))
        env[key] = value;
    }
    const npm = spawn('npm', ['start', '--', '--no-build'], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_PORT: String(adminPort),
        EMBEDDED_PG_PORT: String(pgPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET,
        SHOP_DIST_DIR: path.join(BACKEND_ROOT, 'test-data/no-shop-dist'),
        ADMIN_DIST_DIR: path.join(BACKEND_ROOT, 'test-data/no-admin-dist'),
      },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-50_000);
    };
    npm.stdout?.on('data', keep);
    npm.stderr?.on('data', keep);
    const deadline = Date.now() + 120_000;
    while ((await call(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 2_000 })).status !== 200) {
      if (npm.exitCode !== null || Date.now() > deadline) {
        process.kill(-npm.pid!, 'SIGKILL');
        throw new Error(`npm start did not become healthy:\n${output}`);
      }
      await sleep(250);
    }
    return { npm, ports, output: () => output };
  }

  it.each([
    ['SIGINT', 'the npm process', false],
    ['SIGTERM', 'the npm process', false],
    // What Ctrl-C in a terminal does: the signal to every process of the foreground group npm leads.
    ['SIGINT', "npm's whole process group (Ctrl-C)", true],
  ] as const)(
    '%s to %s stops the backend and its PostgreSQL and frees the ports',
    async (signal, _to, group) => {
      const { npm, ports, output } = await startShop();
      const children = descendants(npm.pid!);
      try {
        const commands = children.map(commandOf);
        // What the signal must reach: the backend and the PostgreSQL it started.
        expect(commands.some((command) => command.includes('dist/main.js'))).toBe(true);
        expect(commands.some((command) => /postgres/.test(command))).toBe(true);
        if (group) {
          // Out of the group a terminal signals: the backend and its PostgreSQL hear the stop from start.mjs alone,
          // so the app closes before its database stops (signalled directly, PostgreSQL cut the app's connections).
          const server = children.filter((pid) => /dist\/main\.js|postgres/.test(commandOf(pid)));
          expect(server.filter((pid) => groupOf(pid) === npm.pid).map(commandOf)).toEqual([]);
        }
        const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

        process.kill(group ? -npm.pid! : npm.pid!, signal);
        const code = await new Promise<number | null | 'timeout'>((resolve) => {
          const timer = setTimeout(() => resolve('timeout'), 30_000);
          void exited.then((exitCode) => {
            clearTimeout(timer);
            resolve(exitCode);
          });
        });
        expect(code).not.toBe('timeout');
        const deadline = Date.now() + 10_000;
        while (children.some(running) && Date.now() < deadline) await sleep(100);
        expect(children.filter(running).map(commandOf)).toEqual([]);
        for (const port of ports) expect(await free(port)).toBe(true);
        // Stopped in order (the app, then its PostgreSQL): no error, no connection cut under the running app.
        expect(code).toBe(0);
        expect(output()).not.toMatch(/Error while (closing the app|stopping Postgres)|57P01|Emitted 'error'/);
      } finally {
        // Whatever failed above, nothing of this run outlives the test.
        for (const pid of [npm.pid!, ...children].filter(running)) process.kill(pid, 'SIGKILL');
        npm.stdout?.destroy();
        npm.stderr?.destroy();
      }
    },
  );
});
