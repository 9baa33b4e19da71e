import type { StringsLoader } from '@/i18n/load-strings';

export const achievementsStrings: StringsLoader = () => import('./locales').then((m) => m.achievements);
