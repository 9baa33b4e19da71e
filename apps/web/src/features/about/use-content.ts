import { useTranslation } from 'react-i18next';
import type { Locale } from '@wardline/contract';

/** The interface language as a contract locale (anything but English reads Chinese). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** Picks the content module of the interface language. */
export function useContent<T>(byLocale: Record<Locale, T>): T {
  return byLocale[useLocale()];
}
