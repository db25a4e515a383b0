// @ts-check
/// <reference types="vitest/config" />
// The Vite / Vitest configuration both apps share (`@petart/web-shared/vite-config`); each app's vite.config.ts
// adds only its dev-server ports and test timeouts. Plain JavaScript (typed with JSDoc): Vite loads a workspace
// package's config module with Node, which cannot run TypeScript.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Text files of the build that the backend (and the admin image's nginx) serve precompressed: name.br and name.gz
 * next to each, made once at build time at the highest settings (a phone receives ~4x fewer bytes than raw).
 */
export const PRECOMPRESSED_FILES = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** @returns {import('vite').Plugin} */
function precompress() {
  return compression({
    include: PRECOMPRESSED_FILES,
    threshold: 512,
    skipIfLargerOrEqual: true,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
}

const domainEntry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const domainSrc = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The domain is pure (no side effects at import), but its modules compute tables at the top level, which Rollup
 * must otherwise keep. Declaring them side-effect free lets a page that only formats money leave the country lists
 * and the rest of the domain out of its chunk. (domain/package.json declares "sideEffects": false as well; this
 * also covers the country-data JSON the domain imports from another package.)
 */
/** @returns {import('vite').Plugin} */
function domainWithoutSideEffects() {
  return {
    name: 'petart-domain-side-effect-free',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Also the data files the domain imports (country lists): pure JSON.
      const fromDomain = resolved?.id.startsWith(domainSrc) || importer?.startsWith(domainSrc);
      if (resolved && !resolved.external && fromDomain) {
        return { ...resolved, moduleSideEffects: false };
      }
      return resolved;
    },
  };
}

/**
 * public/ holds dev-only files: runtime-config.js (the backend serves the real one) and the tsconfig.json that lets
 * ESLint type-check it. Neither may ship in dist.
 */
/**
 * @param {string} appRoot
 * @returns {import('vite').Plugin}
 */
function dropDevOnlyPublicFiles(appRoot) {
  return {
    name: 'petart-drop-dev-only-public-files',
    apply: 'build',
    closeBundle() {
      for (const file of ['runtime-config.js', 'tsconfig.json']) {
        rmSync(fileURLToPath(new URL(`./dist/${file}`, appRoot)), { force: true });
      }
    },
  };
}

/**
 * One config for dev server, build and Vitest so the @petart/domain alias cannot drift between them.
 * @param {string} appRoot the app's own `import.meta.url` (its dist folder is cleaned of dev-only files)
 * @param {Pick<import('vite').UserConfig, 'server' | 'preview'> & { testTimeout?: number; isolatedTests?: string[] }} own
 * @returns {import('vite').UserConfig}
 */
export function appViteConfig(appRoot, own) {
  return {
    plugins: [react(), domainWithoutSideEffects(), dropDevOnlyPublicFiles(appRoot), precompress()],
    // openapi-config.cts is imported by the generated-client test; Vite only strips types from .ts/.mts by default.
    oxc: { include: /\.(m?ts|cts|[jt]sx)$/ },
    resolve: { alias: { '@petart/domain': domainEntry } },
    server: own.server,
    preview: own.preview,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the chunk graph the bundle budget (scripts/bundle-budget.mjs) measures.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Long-lived vendor chunks change only on upgrades, so a deployment re-downloads just the app code.
            // MUI stays out of them: its components are split along the lazy routes that use them.
            groups: [
              { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The router in a chunk of its own: a prerendered page evaluates React, then the router, each in its
              // own task (src/main.tsx loads the app in steps), instead of one ~300 ms task on a slowed phone.
              {
                name: 'vendor-router',
                test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              },
              {
                name: 'vendor-redux',
                test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
      ...(own.testTimeout === undefined ? {} : { testTimeout: own.testTimeout }),
      // (A project's `include` adds to the root's: with projects, only they name files.)
      ...(own.isolatedTests === undefined
        ? { include: TEST_FILES }
        : { projects: sharedWorkerProjects(own.isolatedTests) }),
    },
  };
}

const TEST_FILES = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files run one after another in one worker and one jsdom window (`isolate: false`): loading React, MUI and the
 * app's modules again for every file was about half of the CPU a run took. The files in `isolated` keep a fresh worker
 * each: they replace modules (`vi.mock`), set globals, start the app from its entry (which reads the page once, when
 * it is imported) or depend on module state (the one shared token refresh). The setup file empties the page and the
 * storage before each file, so one file's leftovers cannot reach the next.
 * @param {string[]} isolated globs of the files that need a worker of their own
 * @returns {import('vitest/config').TestProjectInlineConfiguration[]}
 */
function sharedWorkerProjects(isolated) {
  return [
    { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: isolated, isolate: false } },
  ];
}
