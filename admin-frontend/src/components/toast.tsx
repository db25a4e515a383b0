import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Toast default duration (product.md P11). */
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  /** destructive = error styling (product.md P9: 'Status Sync Complete' is destructive when any failed). */
  variant?: 'default' | 'destructive';
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

/** One toast at a time, bottom right, 5 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastInput & { key: number }) | null>(null);
  const show = useCallback((next: ToastInput) => setToast({ ...next, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          role="status"
          severity={toast?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={() => setToast(null)}
        >
          <AlertTitle>{toast?.title}</AlertTitle>
          {toast?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
