import type { FeatureRoute } from '@/lib/page-route';
import { reputationStrings } from './strings';

/** The leaderboard (spec 001 §2): public, personal and team tabs. */
export const reputationRoutes: FeatureRoute[] = [{ path: '/hackerservice/leaderboard', shell: 'site', page: () => import('./leaderboard/leaderboard-page'), strings: { reputation: reputationStrings } }];
