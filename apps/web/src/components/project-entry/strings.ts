import type { StringsLoader } from '@/i18n/load-strings';

/** The project entry's strings, for the routes of the pages that offer a way into projects (home tiles, the hall). */
export const projectEntryStrings: StringsLoader = () => import('./locales').then((m) => m.projectEntry);
