import type { FeatureRoute } from '@/lib/page-route';
import { verificationStrings } from '@/components/verification/strings';

/** The account centre (spec 001 §2 /userCenter/myAccount): header, account settings, personal or manufacturer info, devices. */
export const accountCentreRoutes: FeatureRoute[] = [
  {
    path: '/userCenter/myAccount',
    shell: 'site',
    session: true,
    page: () => import('./my-account-page'),
    strings: { accountCentre: () => import('./locales').then((m) => m.accountCentre), verification: verificationStrings },
  },
  // Designed (issue 10 §2; the spec names no route): the holder's statement, opened from the account header.
  {
    path: '/userCenter/statement',
    shell: 'site',
    session: true,
    page: () => import('./statement-page'),
    strings: { accountCentre: () => import('./locales').then((m) => m.accountCentre) },
  },
];
