import type { FeatureRoute } from '@/lib/page-route';

const home = { shell: 'site', page: () => import('./home-page'), strings: { home: () => import('./locales').then((m) => m.home) } } as const;

/** The home page (spec 000 §1) at both of its addresses. */
export const homeRoutes: FeatureRoute[] = [
  { path: '/', ...home },
  { path: '/index', ...home },
];
