import type { FeatureRoute } from '@/lib/page-route';

/** The account centre (spec 001 §2 /userCenter/myAccount): a security tab for now; issue 10 adds the others. */
export const accountCentreRoutes: FeatureRoute[] = [
  {
    path: '/userCenter/myAccount',
    shell: 'site',
    session: true,
    page: () => import('./my-account-page'),
    strings: { accountCentre: () => import('./locales').then((m) => m.accountCentre) },
  },
];
