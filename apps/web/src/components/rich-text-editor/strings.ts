import type { StringsLoader } from '@/i18n/load-strings';

/** The editor's strings, loaded with it. */
export const richTextStrings: StringsLoader = () => import('./locales').then((m) => m.richText);
