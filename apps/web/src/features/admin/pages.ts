/**
 * The console's pages, each its own chunk. Declared here rather than in routes.ts so the shell's
 * entry carries one import for all of them instead of one each with its list of Ant Design
 * chunks to preload (issue 7 §1: every visitor downloads the entry; only staff open the console).
 */
export const adminPages = {
  certifications: () => import('./certifications/certifications-page'),
  trustedAuth: () => import('./trusted-auth/trusted-auth-page'),
  projects: () => import('./projects/projects-page'),
  bugs: () => import('./bugs/bugs-page'),
  users: () => import('./users/users-page'),
  announcements: () => import('./announcements/announcements-page'),
  carousel: () => import('./content/carousel-page'),
  entrances: () => import('./content/entrances-page'),
  achievements: () => import('./reputation/achievements-page'),
  rightsLevels: () => import('./reputation/rights-levels-page'),
  deposits: () => import('./money/deposits-page'),
  balances: () => import('./money/companies-page'),
  funding: () => import('./money/funding-page'),
  settlement: () => import('./money/batches-page'),
  settlementBatch: () => import('./money/batch-page'),
  payable: () => import('./money/payable-page'),
  reconciliation: () => import('./money/reconciliation-page'),
  contactMessages: () => import('./contact/contact-messages-page'),
  contactSettings: () => import('./contact/contact-settings-page'),
  auditLog: () => import('./audit/audit-log-page'),
  security: () => import('./security/security-page'),
};
