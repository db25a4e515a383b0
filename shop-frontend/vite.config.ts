/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));

/**
 * The domain is pure (no side effects at import), but its modules compute tables at the top level, which Rollup
 * must otherwise keep. Declaring them side-effect free lets a page that only formats money leave the country lists
 * and the rest of the domain out of its chunk. (The same belongs in domain/package.json as "sideEffects": false.)
 */
function domainWithoutSideEffects(): Plugin {
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
function dropDevOnlyPublicFiles(): Plugin {
  return {
    name: 'petart-drop-dev-only-public-files',
    apply: 'build',
    closeBundle() {
      for (const file of ['runtime-config.js', 'tsconfig.json']) {
        rmSync(fileURLToPath(new URL(`./dist/${file}`, import.meta.url)), { force: true });
      }
    },
  };
}

// One config for dev server, build and Vitest so the @petart/domain alias cannot drift between them.
export default defineConfig({
  plugins: [react(), domainWithoutSideEffects(), dropDevOnlyPublicFiles()],
  // openapi-config.cts is imported by the generated-client test; Vite only strips types from .ts/.mts by default.
  esbuild: { include: /\.(m?ts|cts|[jt]sx)$/ },
  resolve: { alias: { '@petart/domain': domainEntry } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks change only on upgrades, so a deployment re-downloads just the app code.
        // MUI stays out of them: its components are split along the lazy routes that use them.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) {
            return 'vendor-react';
          }
          if (
            /node_modules\/(@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)\//.test(
              id,
            )
          ) {
            return 'vendor-redux';
          }
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Full-app renders load lazy route chunks and MUI on first use; on a busy 2-core machine that exceeds 5 s.
    testTimeout: 20_000,
  },
});
