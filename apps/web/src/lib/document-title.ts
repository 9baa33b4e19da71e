import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/** The tab's title when no page names itself: the product and its tagline, in the interface language. */
export function defaultDocumentTitle(i18n: I18n): string {
  return `${i18n.t('common:productName')} · ${i18n.t('common:productTagline')}`;
}

/**
 * "<page> - <product>" in the browser tab, in the interface language (it follows a language
 * switch); back to the default title when the page goes, so no page inherits another's name.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t, i18n } = useTranslation('common');
  const product = t('productName');
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : defaultDocumentTitle(i18n);
    return () => {
      document.title = defaultDocumentTitle(i18n);
    };
  }, [title, product, i18n]);
}
