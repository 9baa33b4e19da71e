import type { StringsLoader } from '@/i18n/load-strings';

/** The publish entry's prompts, for the signed-in navigation and the publish wizard's route. */
export const publishEntryStrings: StringsLoader = () => import('./locales').then((m) => m.publishEntry);
