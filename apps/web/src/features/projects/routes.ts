import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';
import { projectEntryStrings } from '@/components/project-entry/strings';

export const projectsStrings: StringsLoader = () => import('./locales').then((m) => m.projects);
const strings = { projects: projectsStrings, projectEntry: projectEntryStrings };

/** The project hall, a project's detail from the hall and from the user centre, and my projects (spec 001 §2, 002 §2.2). */
export const projectRoutes: FeatureRoute[] = [
  // Public and first in many visits: plain markup and CSS, no Ant Design (ARCHITECTURE "Speed").
  { path: '/hackerservice/projectPage', shell: 'site', antd: false, page: () => import('./hall/hall-page'), strings },
  { path: '/projectPage/detail/:id', shell: 'site', session: true, page: () => import('./detail/detail-page'), strings },
  { path: '/userCenter/projectPage/detail/:id', shell: 'site', session: true, page: () => import('./detail/detail-page'), strings },
  { path: '/userCenter/myProject', shell: 'site', session: true, page: () => import('./my-projects/my-projects-page'), strings },
];
