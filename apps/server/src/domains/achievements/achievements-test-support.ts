import type { AdminAchievement, AdminAchievementInput } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import type { SignedIn } from '../../../test/factories';
import { callAs } from '../projects/projects-test-support';
import { DEMO_ACHIEVEMENTS } from '../../seed/demo-achievements';

/** The definitions issue 11 §4 names, as staff would enter them (the demo seed's). */
export const DEFAULT_ACHIEVEMENTS: AdminAchievementInput[] = DEMO_ACHIEVEMENTS.map((d, i) => ({ ...d, logo: null, sortOrder: i + 1 }));

/** Creates definitions through the console; answers them by English title. */
export async function defineAchievements(t: TestApp, staff: SignedIn, inputs = DEFAULT_ACHIEVEMENTS): Promise<Record<string, AdminAchievement>> {
  const out: Record<string, AdminAchievement> = {};
  for (const input of inputs) {
    const res = await callAs<AdminAchievement>(t, staff, 'POST', '/admin/achievements', input);
    if (res.status !== 200) throw new Error(`define failed: ${res.body.errmsg}`);
    out[input.titleEn] = res.body.ret;
  }
  return out;
}
