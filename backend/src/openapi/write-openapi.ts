import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/app-config';
import { findRepoRoot } from '../platform/config/resolve-config';
import { buildOpenApiDocument, stableStringify } from './swagger';

/** Where the committed document lives; the apps generate their clients from it. */
export function openApiPath(repoRoot: string): string {
  return path.join(repoRoot, 'docs', 'api', 'openapi.json');
}

/** The OpenAPI document as sorted JSON, built without a database connection. */
export async function generateOpenApiJson(repoRoot: string): Promise<string> {
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'openapi-generation-only-secret-0000000',
      SHOP_DIST_DIR: '/nonexistent',
    },
    { repoRoot },
  );
  const app = await createApp(config, { database: false });
  try {
    return stableStringify(buildOpenApiDocument(app));
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  const file = openApiPath(repoRoot);
  // Formatted like the rest of the repo so that `prettier --check .` agrees with the generator (dev-only import).
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(await generateOpenApiJson(repoRoot), { ...options, filepath: file });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`Wrote ${path.relative(repoRoot, file)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
