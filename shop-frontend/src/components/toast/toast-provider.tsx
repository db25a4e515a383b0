import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { LIMITS } from '@petart/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

/** product.md P3: at most 10 toasts in the list; a dismissed toast is removed 1 s later (after its exit animation). */
export const TOAST_LIMIT = 10;
export const TOAST_REMOVE_DELAY_MS = 1000;

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string;
  open: boolean;
}

let nextId = 0;

/** The Alert severity (colour and icon) of each variant: only real successes are green. */
export const TOAST_SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

/**
 * A small toast system: newest on top, bottom-right on desktop, full width at the top on phones (at the bottom a toast
 * covered what the customer had just tapped: the checkout's Pay Now button and its inline error).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
      later(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
    },
    [later],
  );

  const toast = useCallback(
    (options: ToastOptions) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      const item: ToastItem = {
        id,
        title: options.title,
        variant: options.variant ?? 'default',
        duration: options.duration ?? LIMITS.toastDurationMs,
        open: true,
        ...(options.description ? { description: options.description } : {}),
      };
      setToasts((list) => [item, ...list].slice(0, TOAST_LIMIT));
      later(() => dismiss(id), item.duration);
      return id;
    },
    [dismiss, later],
  );

  const value = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Box
        aria-live="polite"
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          // Phones first (plain rules), the desktop corner from `sm` up.
          top: 8,
          bottom: 'auto',
          right: 8,
          left: 8,
          [theme.breakpoints.up('sm')]: { top: 'auto', bottom: 16, right: 16, left: 'auto', width: 380 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        })}
      >
        {toasts.map((t) => (
          <Collapse key={t.id} in={t.open} appear>
            <Alert
              role="status"
              data-testid="toast"
              severity={TOAST_SEVERITY[t.variant]}
              variant="filled"
              onClose={() => dismiss(t.id)}
              sx={{ pointerEvents: 'auto', boxShadow: 3 }}
            >
              <AlertTitle>{t.title}</AlertTitle>
              {t.description}
            </Alert>
          </Collapse>
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
