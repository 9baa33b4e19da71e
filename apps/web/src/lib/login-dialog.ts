import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open: a tiny module-level store, so any component (a
 * project entrance, a guarded button, any feature) can ask for sign-in, and anything
 * that would pop up over it (an announcement) can wait until it is closed. The dialog
 * itself lives in features/auth and is mounted once by the shell.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the login dialog from anywhere. */
export function openLoginDialog(): void {
  set(true);
}

export function closeLoginDialog(): void {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

/** The query parameters that ask for the dialog (spec 000 §2 "Login dialog"). */
export function asksForLogin(params: URLSearchParams): boolean {
  return params.get('ssoLogin') === '1' || (params.get('type') ?? '').includes('login') || params.get('logon') === 'false';
}
