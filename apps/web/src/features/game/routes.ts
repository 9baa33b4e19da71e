import type { FeatureRoute } from '@/lib/page-route';

/** The event-security page. */
export const gameRoutes: FeatureRoute[] = [{ path: '/game', shell: 'site', page: () => import('./game-page'), strings: { game: () => import('./locales').then((m) => m.game) } }];
