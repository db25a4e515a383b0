import * as path from 'node:path';
import { assertTestDatabase, withDatabase } from './test-database-guard';

/** Environment variables the global setup hands to the test workers. */
export const TEST_ENV = {
  /** Maintenance URL of the run's server (create/drop scratch databases; the workers' databases live here). */
  adminUrl: 'PETART_TEST_ADMIN_URL',
  /** Name prefix of the workers' databases: worker N uses `<prefix>N`, cloned from the migrated template. */
  workerDatabasePrefix: 'PETART_TEST_WORKER_DATABASE_PREFIX',
  /** Temp folder of the run: worker N keeps its DATA_DIR (stored images, print files) in `<dir>/wN`. */
  runDir: 'PETART_TEST_RUN_DIR',
} as const;

export interface TestGlobalState {
  stop?: () => Promise<void>;
  adminUrl: string;
  /** Every database the run created (the template and one per worker), dropped by the teardown. */
  databases: string[];
  runDir: string;
}

export const GLOBAL_STATE_KEY = '__PETART_TEST_PG__';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the tests through jest (its global setup sets it)`);
  return value;
}

/** Jest numbers its workers from 1 (a run in band is worker 1). */
function workerId(): string {
  return process.env.JEST_WORKER_ID ?? '1';
}

/**
 * This worker's own database (`<prefix><JEST_WORKER_ID>`): the global setup cloned one per worker from the migrated
 * template, so suites running at the same time in other workers never see its rows, rate-limit counters or simulator
 * state. Suites of one worker run one after another and share it.
 */
export function workerDatabaseUrl(): string {
  const url = withDatabase(
    required(TEST_ENV.adminUrl),
    `${required(TEST_ENV.workerDatabasePrefix)}${workerId()}`,
  );
  assertTestDatabase(url);
  return url;
}

/** This worker's DATA_DIR (local storage), inside the run's temp folder, so that workers never share files. */
export function workerDataDir(): string {
  return path.join(required(TEST_ENV.runDir), `w${workerId()}`);
}
