import * as fs from 'node:fs';
import { Client } from 'pg';
import { GLOBAL_STATE_KEY, type TestGlobalState } from './test-env';

/** Drops the run's databases (template and workers'), stops the embedded server and removes the run's temp dir. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[GLOBAL_STATE_KEY] as TestGlobalState | undefined;
  if (!state) return;
  const client = new Client({ connectionString: state.adminUrl });
  await client.connect();
  try {
    for (const database of state.databases.reverse()) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
  await state.stop?.();
  fs.rmSync(state.runDir, { recursive: true, force: true });
}
