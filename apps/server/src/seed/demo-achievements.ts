import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achievements } from '../domains/achievements/achievements.tables';
import type { AchievementRule } from '@wardline/contract';

type Definition = { titleZh: string; titleEn: string; contentZh: string; contentEn: string; rule: AchievementRule; target: number };

/** The achievements issue 11 §4 names, as a newcomer's platform starts with them (staff edit them in the console). */
export const DEMO_ACHIEVEMENTS: readonly Definition[] = [
  { titleZh: '初露锋芒', titleEn: 'First blood', contentZh: '提交的第一个漏洞被确认有效', contentEn: 'Your first valid report', rule: 'validReports', target: 1 },
  { titleZh: '一击致命', titleEn: 'Critical hit', contentZh: '第一个严重等级的漏洞', contentEn: 'Your first critical report', rule: 'criticalReports', target: 1 },
  { titleZh: '十全十美', titleEn: 'Ten valid reports', contentZh: '累计 10 个有效漏洞', contentEn: '10 valid reports', rule: 'validReports', target: 10 },
  { titleZh: '五十而立', titleEn: 'Fifty valid reports', contentZh: '累计 50 个有效漏洞', contentEn: '50 valid reports', rule: 'validReports', target: 50 },
  { titleZh: '百战百胜', titleEn: 'A hundred valid reports', contentZh: '累计 100 个有效漏洞', contentEn: '100 valid reports', rule: 'validReports', target: 100 },
  { titleZh: '月度之星', titleEn: 'Star of the month', contentZh: '进入月度积分排行前十', contentEn: 'Finished a month in the top 10', rule: 'topTenMonths', target: 1 },
  { titleZh: '并肩作战', titleEn: 'Team player', contentZh: '第一次加入团队', contentEn: 'Joined your first team', rule: 'teamJoined', target: 1 },
  { titleZh: '值得信赖', titleEn: 'Trusted', contentZh: '通过可信认证', contentEn: 'Passed trusted authentication', rule: 'trustedAuth', target: 1 },
];

/** The demo achievement definitions, only while there are none. */
export async function seedDemoAchievements(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(achievements);
  if (Number(existing?.n ?? 0) > 0) return 0;
  await db.insert(achievements).values(DEMO_ACHIEVEMENTS.map((d, i) => ({ ...d, sortOrder: i + 1 })));
  return DEMO_ACHIEVEMENTS.length;
}
