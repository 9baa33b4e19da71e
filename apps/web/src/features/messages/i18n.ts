import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { messages } from './locales';

/** The message centre's strings join i18next when its chunk loads; the shell carries none of them. */
for (const locale of ['zh', 'en'] as const) {
  if (!i18n.hasResourceBundle(locale, 'messages')) i18n.addResourceBundle(locale, 'messages', messages[locale]);
}

export function useMessagesT() {
  return useTranslation('messages');
}
