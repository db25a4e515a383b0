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
    // codegen pre-formats its output with prettier's defaults (width 80) when it has no output file, and prettier's
    // objectWrap 'preserve' then keeps those objects broken; collapsing objects on both sides compares the content.
    const options = { ...prettierConfig, filepath: generatedPath, objectWrap: 'collapse' as const };
    const fresh = await format(source, options);
    const current = await format(committed, options);
    expect(fresh === current, 'generated API client is stale: run npm run api:generate').toBe(true);
  });

  it('is the only place endpoints are declared, so the check above covers every call the app makes', () => {
    // The Dev tab once hand-typed 15 endpoints with injectEndpoints, outside this check.
    const sources = import.meta.glob<string>(
      ['../../**/*.{ts,tsx}', '!../../api/generated.ts', '!**/__tests__/**'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const handWritten = Object.entries(sources)
      .filter(([, source]) => /\binjectEndpoints\s*\(|\bbuild\.(query|mutation)\s*[<(]/.test(source))
      .map(([path]) => path);
    expect(handWritten, 'declare endpoints in docs/api/openapi.json and regenerate, not by hand').toEqual([]);
  });
});
