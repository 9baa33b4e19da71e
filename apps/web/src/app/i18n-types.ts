import type { common } from '@/i18n/common';
import type { verification } from '@/components/verification/locales';
import type { contactForm } from '@/components/contact-form/locales';
import type { registerShell } from '@/components/register-shell/locales';
import type { agreement } from '@/components/agreement/locales';
import type { legal } from '@/components/legal/locales';
import type { richText } from '@/components/rich-text-editor/locales';
import type { region } from '@/components/region/locales';
import type { layout } from '@/app/layout/locales';
import type { companyServices } from '@/features/company-services/locales';
import type { admin } from '@/features/admin/locales';
import type { auth } from '@/features/auth/locales';
import type { certification } from '@/features/certification/locales';
import type { game } from '@/features/game/locales';
import type { register } from '@/features/register/locales';
import type { home } from '@/features/home/locales';
import type { messages } from '@/features/messages/locales';
import type { accountCentre } from '@/features/account-centre/locales';
import type { trustedAuth } from '@/features/trusted-auth/locales';
import type { announcements } from '@/features/announcements/locales';
import type { thirdParty } from '@/features/third-party/locales';
import type { about } from '@/features/about/locales';
import type { projects } from '@/features/projects/locales';
import type { projectEntry } from '@/components/project-entry/locales';
import type { projectPublish } from '@/features/projects/publish/locales';
import type { bugs } from '@/features/bugs/detail/locales';
import type { bugSubmit } from '@/features/bugs/submit/locales';
import type { publishEntry } from '@/components/publish-entry/locales';
import type { reputation } from '@/features/reputation/locales';
import type { teams } from '@/features/teams/locales';
import type { achievements } from '@/features/achievements/locales';
import type { myRights } from '@/components/my-rights/locales';

/**
 * Typed translation keys: every namespace's Chinese strings (the English ones have the
 * same keys, checked by strings.test.ts) are i18next's resource type, so `t('missing.key')`
 * or a key of the wrong namespace fails the type check. Type-only imports: nothing here is bundled.
 */
/** i18next builds keys from string property names only: numeric ones (`type: { 1: … }`) become strings here. */
type Keyed<T> = T extends string ? T : T extends readonly unknown[] ? T : { [K in keyof T as K extends number ? `${K}` : K]: Keyed<T[K]> };

export type AppResources = {
  common: Keyed<typeof common.zh>;
  verification: Keyed<typeof verification.zh>;
  contactForm: Keyed<typeof contactForm.zh>;
  registerShell: Keyed<typeof registerShell.zh>;
  agreement: Keyed<typeof agreement.zh>;
  legal: Keyed<typeof legal.zh>;
  richText: Keyed<typeof richText.zh>;
  region: Keyed<typeof region.zh>;
  layout: Keyed<typeof layout.zh>;
  companyServices: Keyed<typeof companyServices.zh>;
  admin: Keyed<typeof admin.zh>;
  auth: Keyed<typeof auth.zh>;
  certification: Keyed<typeof certification.zh>;
  game: Keyed<typeof game.zh>;
  register: Keyed<typeof register.zh>;
  home: Keyed<typeof home.zh>;
  messages: Keyed<typeof messages.zh>;
  accountCentre: Keyed<typeof accountCentre.zh>;
  announcements: Keyed<typeof announcements.zh>;
  thirdParty: Keyed<typeof thirdParty.zh>;
  about: Keyed<typeof about.zh>;
  projects: Keyed<typeof projects.zh>;
  projectEntry: Keyed<typeof projectEntry.zh>;
  projectPublish: Keyed<typeof projectPublish.zh>;
  bugs: Keyed<typeof bugs.zh>;
  bugSubmit: Keyed<typeof bugSubmit.zh>;
  publishEntry: Keyed<typeof publishEntry.zh>;
  trustedAuth: Keyed<typeof trustedAuth.zh>;
  reputation: Keyed<typeof reputation.zh>;
  teams: Keyed<typeof teams.zh>;
  achievements: Keyed<typeof achievements.zh>;
  myRights: Keyed<typeof myRights.zh>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
