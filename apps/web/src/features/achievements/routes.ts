import type { FeatureRoute } from '@/lib/page-route';
import { achievementsStrings } from './strings';

/** My achievements (spec 001 §2), in the user centre. */
export const achievementRoutes: FeatureRoute[] = [{ path: '/userCenter/achievement', shell: 'site', session: true, page: () => import('./achievements-page'), strings: { achievements: achievementsStrings } }];
