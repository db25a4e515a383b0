#!/usr/bin/env node
// `npm start`: builds the shop (domain, backend, both apps; skipped with --no-build), then runs the backend in the
// foreground until it is told to stop.
//
// It is one Node process between npm and the backend, not a shell line: npm passes SIGINT and SIGTERM on to the
// process its script runs, but a shell running `build && start` does not pass them on to its own children, so a
// signal to npm without a terminal (a supervisor, `kill -INT`) ended the shell and left the backend and its
// PostgreSQL running. The script is `exec node scripts/start.mjs` for the same reason: the shell npm starts it with
// gives way to this process instead of standing between npm and it.
//
// The backend runs in a process group of its own: Ctrl-C in a terminal signals the whole foreground group, and the
// embedded PostgreSQL, signalled directly, shut down under the running app (its connections cut, the app crashing)
// instead of after it. Here only this process hears the terminal, and the backend gets the signal from it alone, so
// it closes the app first and then stops its PostgreSQL. SIGHUP (the terminal closed) stops it as SIGTERM does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const PROJECTS = 'domain,backend,shop-frontend,admin-frontend';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

let current;
let stopping;

for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping ??= signal;
    // The build shares the terminal's group (Ctrl-C reached it too; a second signal is harmless).
    if (current && current.exitCode === null && current.signalCode === null)
      current.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    else process.exit(0);
  });
}

/** Runs a step writing to this terminal (or none) and resolves with how it ended; `detached`: in its own group. */
function run(command, args, cwd, detached = false) {
  return new Promise((resolve, reject) => {
    current = spawn(command, args, {
      cwd,
      detached,
      stdio: [detached ? 'ignore' : 'inherit', 'inherit', 'inherit'],
    });
    current.once('error', reject);
    current.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** An exit code for the way a child ended (128 + the signal's number, as a shell says). */
const exitCode = ({ code, signal }) => code ?? (signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 1) : 1);
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

if (!process.argv.includes('--no-build')) {
  const nx = require.resolve('nx/bin/nx.js');
  const built = await run(process.execPath, [nx, 'run-many', '-t', 'build', `--projects=${PROJECTS}`], root);
  if (stopping || built.code !== 0) process.exit(stopping ? 0 : exitCode(built));
}
const backend = path.join(root, 'backend');
const ended = await run(process.execPath, [path.join(backend, 'dist/main.js')], backend, true);
process.exit(stopping && ended.signal !== null ? 0 : exitCode(ended));
