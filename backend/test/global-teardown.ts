import * as fs from 'node:fs';
import { Client } from 'pg';
import { GLOBAL_STATE_KEY, type TestGlobalState } from './test-env';

/** Drops the run's database, stops the embedded server and removes its temp dir. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[GLOBAL_STATE_KEY] as TestGlobalState | undefined;
  if (!state) return;
  const client = new Client({ connectionString: state.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(state.database)} WITH (FORCE)`);
  await client.end();
  await state.stop?.();
  if (state.tempDir) fs.rmSync(state.tempDir, { recursive: true, force: true });
}
