import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';
import type { adminPages } from './pages';

export const adminStrings: StringsLoader = () => import('./locales').then((m) => m.admin);
const page = (path: string, name: keyof typeof adminPages): FeatureRoute => ({
  path: `/admin/${path}`,
  shell: 'console',
  session: true,
  page: () => import('./pages').then((m) => m.adminPages[name]()),
  strings: { admin: adminStrings },
});

/** The staff console's pages; the app loads its frame (admin-layout) only once the server said "staff". */
export const adminRoutes: FeatureRoute[] = [
  { path: '/admin', shell: 'console', session: true, redirectTo: '/admin/certifications' },
  page('certifications', 'certifications'),
  page('trusted-auth', 'trustedAuth'),
  page('projects', 'projects'),
  page('bugs', 'bugs'),
  page('users', 'users'),
  page('announcements', 'announcements'),
  page('carousel', 'carousel'),
  page('entrances', 'entrances'),
  page('achievements', 'achievements'),
  page('rights-levels', 'rightsLevels'),
  page('deposits', 'deposits'),
  page('balances', 'balances'),
  page('funding', 'funding'),
  page('settlement', 'settlement'),
  page('settlement/:id', 'settlementBatch'),
  page('payable', 'payable'),
  page('reconciliation', 'reconciliation'),
  page('contact-messages', 'contactMessages'),
  page('contact-settings', 'contactSettings'),
  page('audit-log', 'auditLog'),
  page('security', 'security'),
  { path: '/admin/*', shell: 'console', session: true, redirectTo: '/admin/certifications' },
];
