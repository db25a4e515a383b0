import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigError, loadConfig, type AppConfig, type Env } from './app-config';

/**
 * The monorepo root, found from this file's location (src/platform/config or dist/platform/config) rather than the
 * current directory, so `node dist/main.js` behaves the same from the root and from backend/.
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && fs.existsSync(path.join(dir, 'backend', 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the PetArt repository root above ${start}`);
    dir = parent;
  }
}

/**
 * Local-profile JWT secret: generated once and kept in DATA_DIR/jwt-secret (mode 0600) so that tokens survive
 * restarts without anyone having to invent a secret.
 */
export function readOrCreateLocalJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Configuration for the running process: process.env, the real repo root, the file-backed local secret. */
export function resolveConfig(env: Env = process.env): AppConfig {
  return loadConfig(env, { repoRoot: findRepoRoot(), localJwtSecret: readOrCreateLocalJwtSecret });
}

/**
 * {@link resolveConfig} for command-line tools: an invalid environment prints every problem on stderr and answers
 * undefined (the tool then exits 1) instead of throwing.
 */
export function resolveConfigOrReport(env: Env = process.env): AppConfig | undefined {
  try {
    return resolveConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}
