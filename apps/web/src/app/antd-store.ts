import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * The Ant Design provider, once a page needed it. Layouts put it around their outlet and keep
 * it mounted from then on, so a toast shown just before a navigation (a certification
 * submitted, then home) survives the page that showed it. Pages without Ant Design never
 * load it (the home page paints without it).
 */
type Scope = ComponentType<{ children: ReactNode }>;
let scope: Scope | null = null;
const listeners = new Set<() => void>();

export function provideAntdScope(next: Scope): void {
  if (scope) return;
  scope = next;
  for (const listener of listeners) listener();
}

export function useAntdScope(): Scope | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => scope,
    () => scope,
  );
}
