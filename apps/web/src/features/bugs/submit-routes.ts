import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';
import { verificationStrings } from '@/components/verification/strings';

export const bugSubmitStrings: StringsLoader = () => import('./submit/locales').then((m) => m.bugSubmit);

/** Bug submission and my bugs (spec 001 §2). The editor's chunk and strings load with the form's editors, not here. */
export const bugSubmitRoutes: FeatureRoute[] = [
  { path: '/commitBug', shell: 'site', session: true, page: () => import('./submit/submit-bug-page'), strings: { bugSubmit: bugSubmitStrings, verification: verificationStrings } },
  // More specific than the planned `/userCenter/*`, so react-router's ranking picks it whatever the order.
  { path: '/userCenter/myBug', shell: 'site', session: true, page: () => import('./my-bugs/my-bugs-page'), strings: { bugSubmit: bugSubmitStrings } },
];
