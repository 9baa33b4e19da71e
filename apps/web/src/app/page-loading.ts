import { useSyncExternalStore } from 'react';

/**
 * Page chunks on their way. The router keeps the current page on screen while the next one
 * loads (its navigations are React transitions), so the layouts show a progress bar meanwhile.
 */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  // Loads start while React renders the next page: tell the layouts after that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `load` as a page on its way until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
