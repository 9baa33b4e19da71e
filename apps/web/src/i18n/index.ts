import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@wardline/contract';
import { resources } from './resources';
import { currentLocale, storeLocale } from './locale';
import { defaultDocumentTitle } from '@/lib/document-title';

void i18n.use(initReactI18next).init({
  resources,
  lng: currentLocale(),
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = currentLocale() === 'zh' ? 'zh-CN' : 'en';
// The tab's title is in the interface language from the start (index.html's is for crawlers);
// a page that names itself overrides it (useDocumentTitle).
document.title = defaultDocumentTitle(i18n);
i18n.on('languageChanged', () => {
  document.title = defaultDocumentTitle(i18n);
});

/** Switches the whole interface: texts, the AcceptLanguage header, and (app/antd-scope.tsx) Ant Design and dates. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
