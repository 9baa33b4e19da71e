import type { FeatureRoute } from '@/lib/page-route';
import { contactFormStrings } from '@/components/contact-form/strings';
import { legalStrings } from '@/components/legal/strings';

const strings = { companyServices: () => import('./locales').then((m) => m.companyServices), contactForm: contactFormStrings, legal: legalStrings };

/** The three service pages for companies, each with the contact form. */
export const companyServiceRoutes: FeatureRoute[] = [
  { path: '/companyservice/bugbounty', shell: 'site', page: () => import('./bugbounty-page'), strings },
  { path: '/companyservice/internet-attack', shell: 'site', page: () => import('./internet-attack-page'), strings },
  { path: '/companyservice/attack-effect', shell: 'site', page: () => import('./attack-effect-page'), strings },
];
