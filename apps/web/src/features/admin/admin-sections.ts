import type { ParseKeys } from 'i18next';
import type { StaffPermission } from '@wardline/contract';

type Label = ParseKeys<'admin'>;
/** `anyOf`: the section is shown only to staff holding one of these permissions (the server refuses its calls to others anyway). */
type Section = { key: string; to: string; label: Label; anyOf?: readonly StaffPermission[] };

/** The side menu: the console's pages, grouped as staff think of them. */
export const ADMIN_SECTIONS: { key: string; label: Label; items: Section[] }[] = [
  {
    key: 'review',
    label: 'menu.review',
    items: [
      { key: 'certifications', to: '/admin/certifications', label: 'menu.certifications' },
      { key: 'trusted-auth', to: '/admin/trusted-auth', label: 'menu.trustedAuth', anyOf: ['certificationReview'] },
      { key: 'projects', to: '/admin/projects', label: 'menu.projects' },
      { key: 'bugs', to: '/admin/bugs', label: 'menu.bugs', anyOf: ['triage', 'arbitration'] },
      { key: 'users', to: '/admin/users', label: 'menu.users' },
    ],
  },
  {
    key: 'content',
    label: 'menu.content',
    items: [
      { key: 'announcements', to: '/admin/announcements', label: 'menu.announcements' },
      { key: 'carousel', to: '/admin/carousel', label: 'menu.carousel' },
      { key: 'entrances', to: '/admin/entrances', label: 'menu.entrances' },
    ],
  },
  {
    key: 'reputation',
    label: 'menu.reputation',
    items: [
      { key: 'achievements', to: '/admin/achievements', label: 'menu.achievements', anyOf: ['content'] },
      { key: 'rights-levels', to: '/admin/rights-levels', label: 'menu.rightsLevels', anyOf: ['userAdministration'] },
    ],
  },
  {
    key: 'money',
    label: 'menu.money',
    items: [
      { key: 'deposits', to: '/admin/deposits', label: 'menu.deposits', anyOf: ['finance'] },
      { key: 'balances', to: '/admin/balances', label: 'menu.balances', anyOf: ['finance'] },
      { key: 'funding', to: '/admin/funding', label: 'menu.funding', anyOf: ['finance'] },
      { key: 'settlement', to: '/admin/settlement', label: 'menu.settlement', anyOf: ['finance'] },
      { key: 'payable', to: '/admin/payable', label: 'menu.payable', anyOf: ['finance'] },
      { key: 'reconciliation', to: '/admin/reconciliation', label: 'menu.reconciliation', anyOf: ['finance'] },
    ],
  },
  {
    key: 'contact',
    label: 'menu.contact',
    items: [
      { key: 'contact-messages', to: '/admin/contact-messages', label: 'menu.contactMessages' },
      { key: 'contact-settings', to: '/admin/contact-settings', label: 'menu.contactSettings' },
    ],
  },
  {
    key: 'system',
    label: 'menu.system',
    items: [
      { key: 'audit-log', to: '/admin/audit-log', label: 'menu.auditLog' },
      { key: 'security', to: '/admin/security', label: 'menu.security' },
    ],
  },
];

/** The menu as one staff member sees it: sections their permissions open, and no empty group. */
export function visibleSections(permissions: readonly StaffPermission[]) {
  return ADMIN_SECTIONS.map((group) => ({ ...group, items: group.items.filter((item) => !item.anyOf || item.anyOf.some((p) => permissions.includes(p))) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The menu key of a console address: /admin/users?page=2 → users. */
export function activeSection(pathname: string): string {
  return pathname.split('/')[2] || 'certifications';
}
