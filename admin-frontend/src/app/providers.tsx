import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@petart/web-shared/theme';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary } from '@petart/web-shared/errors';
import { ToastProvider } from '../components/toast';
import type { AppStore } from '../lib/store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Everything a page needs around it; shared by main.tsx and the test renderer. The theme is the shop's. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <Provider store={store}>
          <ToastProvider>{children}</ToastProvider>
        </Provider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
