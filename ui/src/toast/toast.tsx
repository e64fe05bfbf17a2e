import * as Toast from '@radix-ui/react-toast';
import { useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { createContext } from '../shared/context';
import { createToastStore, type ToastApi, type ToastStore } from './toast-store';

export const toastLabels = {
  region: '通知',
  viewport: '通知 ({hotkey})',
  close: '关闭',
};
export type ToastLabels = typeof toastLabels;

const [ToastApiProvider, useToastContext] = /*#__PURE__*/ createContext<ToastApi>('ToastProvider');

export interface ToastProviderProps {
  /** How long a toast stays, in ms. Default 3000. */
  duration?: number;
  /** A store made with `createToastStore()`, to show toasts from outside React. */
  store?: ToastStore;
  labels?: Partial<ToastLabels>;
  viewportProps?: ComponentPropsWithoutRef<typeof Toast.Viewport>;
  toastProps?: ComponentPropsWithoutRef<typeof Toast.Root>;
  children?: ReactNode;
}

/**
 * Radix toasts with a small imperative API: `useToast().success('设置成功')`,
 * `useToast().error('添加描述或者图片')`. Each toast is an `<li>` with `data-type="success|error"`
 * and Radix's `data-state="open|closed"`.
 */
export function ToastProvider({ duration = 3000, store: given, labels, viewportProps, toastProps, children }: ToastProviderProps) {
  const [own] = useState(createToastStore);
  const store = given ?? own;
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const merged = { ...toastLabels, ...labels };
  return (
    <ToastApiProvider {...store}>
      <Toast.Provider duration={duration} label={merged.region}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            type={item.type === 'error' ? 'foreground' : 'background'}
            data-type={item.type}
            {...toastProps}
            onOpenChange={(open) => {
              if (!open) store.dismiss(item.id);
            }}
          >
            <Toast.Description>{item.message}</Toast.Description>
            <Toast.Close aria-label={merged.close}>×</Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport label={merged.viewport} {...viewportProps} />
      </Toast.Provider>
    </ToastApiProvider>
  );
}

export function useToast(): ToastApi {
  return useToastContext('useToast');
}
