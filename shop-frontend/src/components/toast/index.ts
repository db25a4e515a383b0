export { useToast, type ToastOptions, type ToastVariant } from './toast-context';
export { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, ToastProvider } from './toast-provider';
