import type { StringsLoader } from '@/i18n/load-strings';

/** This component's strings, for the routes of the pages that show it. */
export const contactFormStrings: StringsLoader = () => import('./locales').then((m) => m.contactForm);
