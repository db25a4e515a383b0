import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Store } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { theme } from './theme/theme';

export interface AppProvidersProps {
  store: Store;
  children: ReactNode;
}

/**
 * What every page of both apps needs around it: the brand theme, the app-level error boundary (inside the theme, so
 * its screen is styled) and the store. Each app adds its own providers inside (its toasts).
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <Provider store={store}>{children}</Provider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
