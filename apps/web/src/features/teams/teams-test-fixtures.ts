import type { MyTeam, TeamHallItem } from '@wardline/contract';

export const teamId = (n: number) => `${n}`.padStart(32, 't');

export function hallItem(n: number, overrides: Partial<TeamHallItem> = {}): TeamHallItem {
  return {
    id: teamId(n),
    name: `团队 ${n}`,
    desc: `第 ${n} 支团队`,
    logo: '/web/v1/public-files/logo.png',
    status: 0,
    userLogos: [
      { nickname: 'alpha', logo: null },
      { nickname: 'bravo', logo: null },
    ],
    memberCount: 2,
    ...overrides,
  };
}

export function myTeam(overrides: Partial<MyTeam> = {}): MyTeam {
  return {
    id: teamId(1),
    name: '蓝莲花',
    desc: '专注 Web 安全',
    logo: '/web/v1/public-files/logo.png',
    captainName: 'alpha',
    captain: true,
    ranking: 3,
    rank: 120,
    applyCount: 1,
    members: [
      { userId: 'a'.repeat(32), nickname: 'alpha', type: 1, level: 2, rank: 80, joinTime: '2026-03-01T02:00:00.000Z', logo: null },
      { userId: 'b'.repeat(32), nickname: 'bravo', type: 0, level: 0, rank: 40, joinTime: '2026-04-01T02:00:00.000Z', logo: null },
    ],
    ...overrides,
  };
}
