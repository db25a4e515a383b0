import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { serverMessage } from './staff-action-rules';
import { useToast } from './toast';

/**
 * The state of a row of staff actions that each ask for confirmation (the order page's, a claim's): which dialog is
 * open, the refusal shown in it, `run` (success closes the dialog with a toast; a refusal, in the server's words,
 * stays in the dialog) and `dialog` (the confirmation with its error).
 */
export function useConfirmedActions<K extends string>(busy: boolean) {
  const toast = useToast();
  const [open, setOpen] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const begin = (key: K) => {
    setError(null);
    setOpen(key);
  };
  const close = () => setOpen(null);
  const run = async (title: string, call: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const result = await call();
      setOpen(null);
      toast({ title, ...(result.message ? { description: result.message } : {}) });
    } catch (failure) {
      setError(serverMessage(failure, fallback));
    }
  };
  const dialog = (
    key: K,
    props: { title: string; confirmLabel: string; destructive?: boolean; onConfirm: () => void },
    body: ReactNode,
  ) => (
    <ConfirmDialog open={open === key} busy={busy} onCancel={close} {...props}>
      {body}
      {error && open === key && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </ConfirmDialog>
  );
  return { begin, run, fail: setError, dialog };
}
