// `@hangjia/ui/toast`: the toast.
export { ToastProvider, toastLabels, useToast, type ToastLabels, type ToastProviderProps } from './toast';
export { createToastStore, type ToastApi, type ToastItem, type ToastStore, type ToastType } from './toast-store';
