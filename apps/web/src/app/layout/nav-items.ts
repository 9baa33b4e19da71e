/** The navigation tree, shared by the top menu and the footer. Labels are `layout:nav.*` keys. */
import type { ParseKeys } from 'i18next';

export type NavItem = { key: string; label: ParseKeys<'layout'>; to?: string; children?: NavItem[] };

export const NAV_ITEMS: NavItem[] = [
  {
    key: 'companyServices',
    label: 'nav.companyServices',
    children: [
      { key: 'bugbounty', label: 'nav.bugbounty', to: '/companyservice/bugbounty' },
      { key: 'internetAttack', label: 'nav.internetAttack', to: '/companyservice/internet-attack' },
      { key: 'attackEffect', label: 'nav.attackEffect', to: '/companyservice/attack-effect' },
    ],
  },
  {
    key: 'hackerServices',
    label: 'nav.hackerServices',
    children: [
      { key: 'projectHall', label: 'nav.projectHall', to: '/hackerservice/projectPage' },
      { key: 'leaderboard', label: 'nav.leaderboard', to: '/hackerservice/leaderboard' },
      { key: 'hackerTeam', label: 'nav.hackerTeam', to: '/hackerservice/hacker-team' },
      { key: 'hackerRights', label: 'nav.hackerRights', to: '/hackerservice/hacker-rights' },
      { key: 'hackerGuideH', label: 'nav.hackerGuide', to: '/hackerservice/hacker-guide' },
    ],
  },
  { key: 'game', label: 'nav.game', to: '/game' },
  { key: 'announcements', label: 'nav.announcements', to: '/announcement' },
  {
    key: 'about',
    label: 'nav.about',
    children: [
      { key: 'holeLevel', label: 'nav.holeLevel', to: '/about/hole-level' },
      { key: 'hackerGuide', label: 'nav.hackerGuide', to: '/about/hacker-guide' },
      { key: 'userProtocol', label: 'nav.userProtocol', to: '/about/user-protocol' },
      { key: 'privacyProtocol', label: 'nav.privacyProtocol', to: '/about/privacy-protocol' },
    ],
  },
];

/** The menu key of the item whose route is `pathname`, to highlight it. */
export function activeNavKey(pathname: string): string | undefined {
  const walk = (items: NavItem[]): string | undefined => {
    for (const item of items) {
      if (item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`))) return item.key;
      const child = item.children && walk(item.children);
      if (child) return child;
    }
    return undefined;
  };
  return walk(NAV_ITEMS);
}
