import type { StringsLoader } from '@/i18n/load-strings';

export const trustedAuthStrings: StringsLoader = () => import('./locales').then((m) => m.trustedAuth);
