// Runs the RTK Query codegen with the openapi-config.cts of the app it is run from (both apps' `api:generate`:
// `node ../domain/web-shared/scripts/api-generate.mjs`, from the app's folder). The codegen CLI can only read a TypeScript config through
// esbuild-runner or ts-node, neither of which the repo installs; the TypeScript compiler is already here, so the
// config is transpiled with it instead of adding a dependency.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import ts from 'typescript';

const appDir = process.cwd();
const configPath = resolve(appDir, 'openapi-config.cts');

const { outputText } = ts.transpileModule(readFileSync(configPath, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
});
/** @type {{ exports: Record<string, unknown> }} */
const configModule = { exports: {} };
const evaluate = /** @type {(module: object, exports: object, require: NodeJS.Require) => void} */ (
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating our own transpiled config file
  new Function('module', 'exports', 'require', outputText)
);
evaluate(configModule, configModule.exports, createRequire(configPath));
/** @typedef {Parameters<typeof generateEndpoints>[0]} GenerationOptions */
const config = /** @type {GenerationOptions} */ (configModule.exports.default ?? configModule.exports);

// Paths in the config are relative to the app folder, as with the CLI.
process.chdir(appDir);
console.log(`Generating ${config.outputFile ?? '(no output file)'} from ${config.schemaFile}`);
await generateEndpoints(config);
