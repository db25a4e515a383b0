import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './lib/store';
import { renderStartupError } from '@petart/web-shared/errors';
import { installClientErrorReporter, reportClientError } from '@petart/web-shared/client-error-reporter';
import { env } from './config/env';

const container = document.getElementById('root');
// Browser failures are reported to the server (POST /api/client-errors) from here on.
const reportingRootOptions = installClientErrorReporter({ apiBaseUrl: env.apiBaseUrl, app: 'admin' });

try {
  if (!container) throw new Error('Missing #root element');
  const store = makeStore();
  const router = createAppRouter();
  createRoot(container, reportingRootOptions).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  console.error('Start-up failure', error);
  reportClientError('STARTUP_ERROR', error);
  renderStartupError(container ?? document.body);
}
