import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { renderStartupError } from './components/errors/startup-error';
import { env } from './config/env';
import { installClientErrorReporter, reportClientError } from './lib/client-error-reporter';

const container = document.getElementById('root');
// Browser failures are reported to the server (POST /api/client-errors) from here on.
const reportingRootOptions = installClientErrorReporter({ apiBaseUrl: env.apiBaseUrl, app: 'shop' });

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
