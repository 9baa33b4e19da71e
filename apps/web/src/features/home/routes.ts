import type { FeatureRoute } from '@/lib/page-route';
import { projectEntryStrings } from '@/components/project-entry/strings';

// Plain markup and CSS: the home page paints without Ant Design (issue 7 §1).
const home = { shell: 'site', antd: false, page: () => import('./home-page'), strings: { home: () => import('./locales').then((m) => m.home), projectEntry: projectEntryStrings } } as const;

/** The home page (spec 000 §1) at both of its addresses. */
export const homeRoutes: FeatureRoute[] = [
  { path: '/', ...home },
  { path: '/index', ...home },
];
