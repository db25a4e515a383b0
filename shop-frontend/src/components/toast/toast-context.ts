import { createContext, useContext } from 'react';

/**
 * 'success' (green) only for something that did succeed; 'default' (blue, information) for news such as 'Still
 * Working...' or 'Email sent'; 'destructive' (red) for failures.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes; default 5000 (product.md P11). */
  duration?: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts; must be used under ToastProvider (AppProviders has one). */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
