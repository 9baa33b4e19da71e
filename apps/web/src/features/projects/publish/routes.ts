import type { FeatureRoute } from '@/lib/page-route';
import { publishEntryStrings } from '@/components/publish-entry/strings';

const strings = { projectPublish: () => import('./locales').then((m) => m.projectPublish), publishEntry: publishEntryStrings };
const page = () => import('./publish-project-page');

/** The company's publish and edit wizard (spec 002 §2); `/company` redirects to it. */
export const projectPublishRoutes: FeatureRoute[] = [
  { path: '/company', shell: 'site', session: true, redirectTo: '/company/publishProject' },
  { path: '/company/publishProject', shell: 'site', session: true, page, strings },
  { path: '/company/editProject', shell: 'site', session: true, page, strings },
];
