import type { StringsLoader } from '@/i18n/load-strings';

/** The sign-in dialog's strings, loaded when it first opens. */
export const authStrings: StringsLoader = () => import('./locales').then((m) => m.auth);
