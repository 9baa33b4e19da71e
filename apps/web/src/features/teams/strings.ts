import type { StringsLoader } from '@/i18n/load-strings';

export const teamsStrings: StringsLoader = () => import('./locales').then((m) => m.teams);
