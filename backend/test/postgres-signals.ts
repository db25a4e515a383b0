import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

/** The postmaster (from postmaster.pid in its data directory) and its backends (children, from /proc). */
export function postgresPids(pgDir: string): { postmaster: number; all: number[] } {
  const postmaster = Number.parseInt(
    fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]!,
    10,
  );
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return { postmaster, all: [postmaster, ...children] };
}

export function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Freezes the server and every backend it has at this moment: the postmaster first (so it forks no new backend),
 * then its children as they are now. Listing them before the requests start would miss the backends the pool opens
 * for those very requests, and those would go on answering. Returns the frozen pids (SIGCONT them to resume).
 */
export function pausePostgres(pgDir: string): number[] {
  const { postmaster } = postgresPids(pgDir);
  signalAll([postmaster], 'SIGSTOP');
  const { all } = postgresPids(pgDir);
  signalAll(all, 'SIGSTOP');
  return all;
}

/** The data directory of the server behind `url` (a superuser connection; the server must run on this machine). */
export async function dataDirectoryOf(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return rows[0]!.data_directory;
  } finally {
    await client.end();
  }
}
