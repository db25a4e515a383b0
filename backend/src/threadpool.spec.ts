import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const BACKEND = path.resolve(__dirname, '..');

/**
 * A node process that blocks four of its pool's threads (each opens a FIFO no one writes to: the open waits in a
 * pool thread) and then asks the pool for one more thing (a stat). With four threads the stat never runs; with more,
 * it answers at once. Prints "free" or "full" and exits.
 */
function poolAfterFourBlocked(preload: string[], env: Record<string, string | undefined>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'petart-threadpool-'));
  try {
    const script = `
      const fs = require('node:fs');
      const { execFileSync } = require('node:child_process');
      const fifos = [0, 1, 2, 3].map((i) => ${JSON.stringify(dir)} + '/fifo-' + i);
      for (const fifo of fifos) {
        execFileSync('mkfifo', [fifo]);
        fs.open(fifo, 'r', () => {});
      }
      // Opening each FIFO for writing lets the blocked opens finish, so the process can exit.
      const done = (answer) => {
        console.log(answer);
        for (const fifo of fifos) fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
        process.exit(0);
      };
      setTimeout(() => fs.stat(__filename, () => done('free')), 100);
      setTimeout(() => done('full'), 1500);`;
    const result = spawnSync(process.execPath, [...preload.flatMap((p) => ['-r', p]), '-e', script], {
      cwd: BACKEND,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return result.stdout.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the thread pool size (threadpool.ts, loaded first by main.ts)', () => {
  const built = path.join(BACKEND, 'dist/threadpool.js');

  it('is what main.ts imports first, before tracing and Nest', () => {
    const firstImport = /^import [^\n]*$/m.exec(readFileSync(path.join(BACKEND, 'src/main.ts'), 'utf8'))?.[0];
    expect(firstImport).toBe("import './threadpool';");
  });

  it("leaves room in the pool when four threads are busy (Node's default of 4 would be full)", () => {
    expect(poolAfterFourBlocked([], {})).toBe('full');
    expect(poolAfterFourBlocked([built], {})).toBe('free');
  });

  it("keeps an operator's UV_THREADPOOL_SIZE", () => {
    expect(poolAfterFourBlocked([built], { UV_THREADPOOL_SIZE: '4' })).toBe('full');
  });
});
