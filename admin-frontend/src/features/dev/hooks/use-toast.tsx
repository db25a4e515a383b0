import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';

interface Toast {
  title: string;
  description?: string;
  severity: 'success' | 'error' | 'info';
}

/** A panel's own toast (MUI Snackbar): `show('Error deleted')`, `show('Failed to delete error', 'error')`. */
export function useToast(): {
  show: (title: string, severity?: Toast['severity'], description?: string) => void;
  toast: ReactNode;
} {
  const [current, setCurrent] = useState<Toast | null>(null);
  const show = useCallback((title: string, severity: Toast['severity'] = 'success', description?: string) => {
    setCurrent({ title, severity, description });
  }, []);
  const toast = (
    <Snackbar open={current !== null} autoHideDuration={5000} onClose={() => setCurrent(null)}>
      <Alert
        severity={current?.severity ?? 'info'}
        onClose={() => setCurrent(null)}
        variant="filled"
        role="status"
      >
        <strong>{current?.title}</strong>
        {current?.description ? ` ${current.description}` : ''}
      </Alert>
    </Snackbar>
  );
  return { show, toast };
}
