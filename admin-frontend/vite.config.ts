/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
// The shop and the admin app share one Vite / Vitest configuration (domain alias, chunking, test setup).
import { appViteConfig } from '@petart/web-shared/vite-config';

export default defineConfig(
  appViteConfig(import.meta.url, {
    server: { port: 3001, strictPort: false },
    preview: { port: 3001, strictPort: false },
    // The first render of a test loads MUI, the shell and a lazy tab on a shared 2-core machine.
    testTimeout: 30_000,
    // Every unit test file shares one worker (vite.shared.config.mjs): none replaces modules or keeps module state.
    isolatedTests: [],
  }),
);
