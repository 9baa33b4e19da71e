import { useTranslation } from 'react-i18next';
import type { Locale } from '@wardline/contract';

/** Picks the content module of the interface language (anything but English reads Chinese). */
export function useContent<T>(byLocale: Record<Locale, T>): T {
  const { i18n } = useTranslation();
  return byLocale[i18n.language === 'en' ? 'en' : 'zh'];
}
