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
  }),
);
