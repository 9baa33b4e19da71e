import type { StringsLoader } from '@/i18n/load-strings';

export const reputationStrings: StringsLoader = () => import('./locales').then((m) => m.reputation);
