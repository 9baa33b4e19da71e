import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
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
dayjs.locale(currentLocale() === 'zh' ? 'zh-cn' : 'en');
document.documentElement.lang = currentLocale() === 'zh' ? 'zh-CN' : 'en';
// The tab's title is in the interface language from the start (index.html's is for crawlers);
// a page that names itself overrides it (useDocumentTitle).
document.title = defaultDocumentTitle(i18n);
i18n.on('languageChanged', () => {
  document.title = defaultDocumentTitle(i18n);
});

/** Switches the whole interface: texts, Ant Design, dates, and the AcceptLanguage header. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  dayjs.locale(locale === 'zh' ? 'zh-cn' : 'en');
  await i18n.changeLanguage(locale);
}

export { i18n };
