import type { FeatureRoute } from '@/lib/page-route';
import { legalStrings } from '@/components/legal/strings';
import { myRightsStrings } from '@/components/my-rights/strings';

const strings = { about: () => import('./locales').then((m) => m.about), legal: legalStrings };
const hackerGuide = () => import('./hacker-guide-page');

/** Rating standard, hacker guide and rights, agreements: prose pages, each loading its content with it. */
export const aboutRoutes: FeatureRoute[] = [
  { path: '/about/hole-level', shell: 'site', page: () => import('./hole-level-page'), strings },
  { path: '/about/hacker-guide', shell: 'site', page: hackerGuide, strings },
  { path: '/hackerservice/hacker-guide', shell: 'site', page: hackerGuide, strings },
  { path: '/about/user-protocol', shell: 'site', page: () => import('./user-protocol-page'), strings },
  { path: '/about/privacy-protocol', shell: 'site', page: () => import('./privacy-protocol-page'), strings },
  { path: '/hackerservice/hacker-rights', shell: 'site', page: () => import('./hacker-rights-page'), strings: { ...strings, myRights: myRightsStrings } },
];
