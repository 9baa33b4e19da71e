import type { FeatureRoute } from '@/lib/page-route';

/** The message centre (spec 000 §7). The bell is part of the shell. */
export const messageRoutes: FeatureRoute[] = [
  { path: '/userCenter/news', shell: 'site', session: true, page: () => import('./news-page'), strings: { messages: () => import('./locales').then((m) => m.messages) } },
];
