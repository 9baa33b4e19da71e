import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';

export const adminStrings: StringsLoader = () => import('./locales').then((m) => m.admin);
const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): FeatureRoute => ({ path: `/admin/${path}`, shell: 'console', session: true, page: load, strings: { admin: adminStrings } });

/** The staff console's pages; the app loads its frame (admin-layout) only once the server said "staff". */
export const adminRoutes: FeatureRoute[] = [
  { path: '/admin', shell: 'console', session: true, redirectTo: '/admin/certifications' },
  page('certifications', () => import('./certifications/certifications-page')),
  page('projects', () => import('./projects/projects-page')),
  page('bugs', () => import('./bugs/bugs-page')),
  page('users', () => import('./users/users-page')),
  page('announcements', () => import('./announcements/announcements-page')),
  page('carousel', () => import('./content/carousel-page')),
  page('entrances', () => import('./content/entrances-page')),
  page('contact-messages', () => import('./contact/contact-messages-page')),
  page('contact-settings', () => import('./contact/contact-settings-page')),
  page('audit-log', () => import('./audit/audit-log-page')),
  page('security', () => import('./security/security-page')),
  { path: '/admin/*', shell: 'console', session: true, redirectTo: '/admin/certifications' },
];
