import type { FeatureRoute } from '@/lib/page-route';
import { teamsStrings } from './strings';

const strings = { teams: teamsStrings };

/** The team hall and my team (spec 001 §2): both need a session (a visitor gets the sign-in dialog). */
export const teamRoutes: FeatureRoute[] = [
  { path: '/hackerservice/hacker-team', shell: 'site', session: true, page: () => import('./hall/team-hall-page'), strings },
  { path: '/userCenter/myTeam', shell: 'site', session: true, page: () => import('./my-team/my-team-page'), strings },
];
