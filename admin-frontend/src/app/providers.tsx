import type { ReactNode } from 'react';
import { AppProviders as KitProviders } from '@petart/web-shared/app-providers';
import { ToastProvider } from '../components/toast';
import type { AppStore } from '../lib/store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Everything a page needs around it (the theme is the shop's); shared by main.tsx and the test renderer. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <KitProviders store={store}>
      <ToastProvider>{children}</ToastProvider>
    </KitProviders>
  );
}
