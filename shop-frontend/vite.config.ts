/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { appViteConfig } from '@petart/web-shared/vite-config';

export default defineConfig(
  appViteConfig(import.meta.url, {
    server: {
      port: 5173,
      proxy: {
        '/api': {
          target: 'http://localhost:3000',
          changeOrigin: true,
          // The backend refuses login/refresh/logout from origins other than PUBLIC_URL (login CSRF): the dev
          // server forwards as if the page were on the backend's own origin.
          configure: (proxy) => {
            proxy.on('proxyReq', (proxyReq) => {
              if (proxyReq.getHeader('origin') !== undefined)
                proxyReq.setHeader('origin', 'http://localhost:3000');
            });
          },
        },
      },
    },
    // Full-app renders load lazy route chunks and MUI on first use; on a busy 2-core machine that exceeds 5 s.
    testTimeout: 20_000,
    // Unit test files that need a worker of their own (the rest share one: vite.shared.config.mjs).
    isolatedTests: [
      'src/app/__tests__/*.test.tsx',
      'src/api/__tests__/refresh.test.tsx',
      'src/features/checkout/__tests__/stripe-payment-element-form.test.tsx',
      'src/features/preview/__tests__/name-on-print.test.tsx',
      'src/features/preview/__tests__/preview-page.test.tsx',
      'src/features/style/__tests__/style-page.test.tsx',
    ],
  }),
);
