import type { StringsLoader } from '@/i18n/load-strings';

export const myRightsStrings: StringsLoader = () => import('./locales').then((m) => m.myRights);
