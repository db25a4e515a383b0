// @vitest-environment node
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../../openapi-config.cjs';
import committed from '../generated.ts?raw';

const appDir = new URL('../../../', import.meta.url);

describe('generated API client', () => {
  it('matches what codegen produces from docs/api/openapi.json', async () => {
    // Same options as `npm run api:generate`, minus the output file: generateEndpoints then returns the source.
    // apiFile is given relative to generated.ts, which is what the CLI computes when it writes the file.
    const source = await generateEndpoints({
      ...codegenConfig,
      outputFile: undefined,
      apiFile: './empty-api.ts',
      schemaFile: new URL(codegenConfig.schemaFile, appDir).pathname,
    });
    if (typeof source !== 'string') throw new Error('codegen returned no source');
    // Format as `prettier --write src/api/generated.ts` does: the config resolved for that file (the root one).
    const generatedPath = new URL('src/api/generated.ts', appDir).pathname;
    const prettierConfig = await resolveConfig(generatedPath);
    const fresh = await format(source, { ...prettierConfig, filepath: generatedPath });
    expect(fresh === committed, 'generated API client is stale: run npm run api:generate').toBe(true);
  });
});
