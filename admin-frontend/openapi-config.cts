import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * RTK Query codegen: docs/api/openapi.json (written by the backend) -> src/api/generated.ts.
 * The admin issue narrows this with `filterEndpoints` to the endpoints the admin app uses; for now: all.
 */
const config: ConfigFile = {
  schemaFile: '../docs/api/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
};

export default config;
