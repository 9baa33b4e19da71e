import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { admin } from './locales';

/**
 * The console's strings join i18next when its chunk loads, so the public bundle carries
 * none of them. Every console component takes its `t` from `useAdminT`, which also
 * guarantees the bundle is registered before the first render.
 */
for (const locale of ['zh', 'en'] as const) {
  if (!i18n.hasResourceBundle(locale, 'admin')) i18n.addResourceBundle(locale, 'admin', admin[locale]);
}

export function useAdminT() {
  return useTranslation('admin');
}
