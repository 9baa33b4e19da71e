import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';

export const bugsStrings: StringsLoader = () => import('./locales').then((m) => m.bugs);
const strings = { bugs: bugsStrings };

/** A report's detail, from outside the user centre and from my bugs (spec 001 §2). */
export const bugDetailRoutes: FeatureRoute[] = [
  { path: '/bugPage/detail/:id', shell: 'site', session: true, page: () => import('./bug-detail-page'), strings },
  { path: '/userCenter/bugPage/detail/:id', shell: 'site', session: true, page: () => import('./bug-detail-page'), strings },
];
