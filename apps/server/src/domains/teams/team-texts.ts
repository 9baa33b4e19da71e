import type { Bilingual, Locale } from '@wardline/contract';
import type { TeamActivityKind } from './teams.tables';

/** The team point rules of the hall's dialog (GET /team/rule), decided here: the spec names the dialog only. */
export const TEAM_RULES: readonly Bilingual[] = [
  { zh: '团队积分是队员在队期间获得的积分之和；加入团队之前获得的积分不计入团队。', en: 'A team’s points are the points its members earned while in the team; points earned before joining do not count.' },
  { zh: '队员退出团队后，其在队期间为团队获得的积分仍保留在团队中。', en: 'When a member leaves, the points they earned for the team stay with the team.' },
  { zh: '每位白帽子只能加入一个团队，同一时间只能有一个待审核的入队申请。', en: 'A hacker can be in one team only and have one application waiting at a time.' },
  { zh: '团队排行按所选时间段内的团队积分排名，展示前10名。', en: 'The team leaderboard ranks teams by their points in the chosen period and shows the top 10.' },
  {
    zh: '队长审核入队申请、编辑团队信息，并可任命其他队员为队长；团队唯一的队长需先任命新的队长才能退出团队。',
    en: 'Captains review applications, edit the team and may make other members captains; a team’s only captain must name another before leaving.',
  },
];

const ACTIVITY: Readonly<Record<TeamActivityKind, Bilingual>> = {
  created: { zh: '创建了团队', en: 'created the team' },
  joined: { zh: '加入了团队', en: 'joined the team' },
  left: { zh: '退出了团队', en: 'left the team' },
  captain: { zh: '成为队长', en: 'became a captain' },
  edited: { zh: '修改了团队信息', en: 'edited the team' },
  dissolved: { zh: '团队已解散', en: 'dissolved the team' },
};

export function activityText(kind: TeamActivityKind, locale: Locale): string {
  return ACTIVITY[kind][locale];
}

export function pointsText(points: number, locale: Locale): string {
  return locale === 'zh' ? `为团队获得 ${points} 积分` : `earned ${points} points for the team`;
}
