import { collectionRoutes } from './admin-collection';
import { declareCalls } from './define-call';
import type { achievementsSchemas, adminAchievementsSchemas } from './achievements.schemas';

const tag = 'achievements';

/**
 * Achievements (spec 001 §2, §3, §7; 000 §4 the reminder after sign-in). Staff define them in
 * the console with a rule and a target; they are awarded by the rules as things happen (points
 * issued, a team joined, trusted authentication approved, a month closed in the top 10).
 */
export const achievementsApi = declareCalls<typeof achievementsSchemas>()({
  list: { method: 'GET', path: '/achievement/list', access: 'user', tag, summary: 'The caller’s achievements, obtained and in progress (page, size 16): status 0 in progress, 1 obtained, 2 acknowledged; progress in percent.' },
  remind: { method: 'GET', path: '/achievement/remind', access: 'user', tag, summary: 'Achievements obtained and not yet acknowledged, oldest first (the popup after sign-in shows the first).' },
  confirm: { method: 'PUT', path: '/achievement/confirmPersonalAchievement/:id', access: 'user', tag, summary: 'Acknowledges an obtained achievement (the popup closed): it leaves the reminder list.' },
});

/** /admin/achievements: the definitions (content permission). */
export const adminAchievementsApi = declareCalls<typeof adminAchievementsSchemas>()(collectionRoutes('achievements', 'admin: achievements', 'achievements'));
