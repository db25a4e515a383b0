import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { renderStartupError } from '@petart/shop-frontend/errors';

const container = document.getElementById('root');

try {
  if (!container) throw new Error('Missing #root element');
  const store = makeStore();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  console.error('Start-up failure', error);
  renderStartupError(container ?? document.body);
}
