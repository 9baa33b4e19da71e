import { createContext, useContext } from 'react';
import styles from './toast.module.css';

/** What a form says in passing ("code sent", a refusal): Ant Design's `message` has this shape too. */
export type Toast = {
  success: (text: string) => unknown;
  error: (text: string) => unknown;
  warning: (text: string) => unknown;
};

const SHOWN_MS = 3000;
let region: HTMLElement | null = null;

/** One live region at the top of the page, made on first use, that screen readers announce. */
function toastRegion(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement('div');
  region.className = styles.region!;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}

function show(kind: 'success' | 'error' | 'warning', text: string): void {
  const item = document.createElement('div');
  item.className = `${styles.toast} ${styles[kind]}`;
  item.dataset.kind = kind;
  const mark = document.createElement('span');
  mark.className = styles.mark!;
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = kind === 'success' ? '✓' : '!';
  const body = document.createElement('span');
  body.textContent = text;
  item.append(mark, body);
  toastRegion().append(item);
  window.setTimeout(() => item.remove(), SHOWN_MS);
}

/**
 * Toasts without Ant Design, drawn like its `message`, for pages that paint before Ant Design
 * loads (issue 7 §1: the registration form). Plain DOM: no provider, nothing to mount.
 */
export const lightToast: Toast = {
  success: (text) => show('success', text),
  error: (text) => show('error', text),
  warning: (text) => show('warning', text),
};

const ToastContext = createContext<Toast | null>(null);

/** Ant Design's scope provides its `message` here, so pages inside it keep one toast style. */
export const ToastProvider = ToastContext.Provider;

/** The toast of the surrounding Ant Design scope, or the light one on a page without it. */
export function useToast(): Toast {
  return useContext(ToastContext) ?? lightToast;
}
