export type ToastType = 'success' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

export interface ToastApi {
  success: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
}

export interface ToastStore extends ToastApi {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

/** A framework-free list of toasts: add one by type, remove one by id, and listen for changes. */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };
  const show = (type: ToastType) => (message: string) => {
    const id = nextId++;
    set([...items, { id, type, message }]);
    return id;
  };
  return {
    success: show('success'),
    error: show('error'),
    dismiss: (id) => set(items.filter((item) => item.id !== id)),
    getSnapshot: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
