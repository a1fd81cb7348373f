import { atom, type createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;

/** Toast kinds and their default durations; `null` stays until dismissed. */
export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';
export const TOAST_DURATIONS: Record<ToastType, number | null> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
};
/** At most this many toasts are held; the oldest go first. */
export const TOAST_LIMIT = 20;
/** A dismissed toast stays (hidden, for its exit animation) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  visible: boolean;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast in a widget's store and schedules its dismissal; returns its id. */
export function showToast(store: Store, type: ToastType, message: string, duration = TOAST_DURATIONS[type]): number {
  const id = nextId++;
  store.set(toastsAtom, (toasts) => [...toasts, { id, type, message, visible: true }].slice(-TOAST_LIMIT));
  if (duration !== null) setTimeout(() => dismissToast(store, id), duration);
  return id;
}

/** Hides a toast, then removes it after the removal delay. */
export function dismissToast(store: Store, id: number): void {
  store.set(toastsAtom, (toasts) => toasts.map((t) => (t.id === id ? { ...t, visible: false } : t)));
  setTimeout(() => store.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}
