import type { Locale } from '@wardline/contract';

export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_CHANGED_EVENT = 'localeChanged';

/**
 * The first locale: the stored choice, else Chinese for a Chinese browser (spec 000 §1:
 * zh-CN; any zh-* is taken as Chinese, a Traditional reader is better served by it than
 * by English), else English.
 */
export function detectLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  return browser.startsWith('zh') ? 'zh' : 'en';
}

let current: Locale = typeof window === 'undefined' ? 'zh' : detectLocale();

export function currentLocale(): Locale {
  return current;
}

/** Stores the choice under `locale` and emits the locale-changed event. */
export function storeLocale(locale: Locale): void {
  current = locale;
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  window.dispatchEvent(new CustomEvent(LOCALE_CHANGED_EVENT, { detail: locale }));
}
