import { common } from './common';
import { layout } from '@/app/layout/locales';
import { home } from '@/features/home/locales';
import { announcements } from '@/features/announcements/locales';
import { game } from '@/features/game/locales';
import { contactForm } from '@/components/contact-form/locales';
import { verification } from '@/components/verification/locales';
import { region } from '@/components/region/locales';
import { auth } from '@/features/auth/locales';
import { register } from '@/features/register/locales';
import { thirdParty } from '@/features/third-party/locales';
import { about } from '@/features/about/locales';
import { legal } from '@/components/legal/locales';
import { companyServices } from '@/features/company-services/locales';
import { registerShell } from '@/components/register-shell/locales';
import { certification } from '@/features/certification/locales';

/**
 * Short interface strings, one namespace per feature, bundled with the shell. Long prose
 * (agreements, guides) lives in content modules loaded with their page instead.
 */
const namespaces = { common, layout, home, announcements, game, contactForm, verification, region, auth, register, about, legal, companyServices, registerShell, certification, thirdParty };

type Namespaces = typeof namespaces;
export const resources = {
  zh: Object.fromEntries(Object.entries(namespaces).map(([ns, v]) => [ns, v.zh])) as { [K in keyof Namespaces]: Namespaces[K]['zh'] },
  en: Object.fromEntries(Object.entries(namespaces).map(([ns, v]) => [ns, v.en])) as { [K in keyof Namespaces]: Namespaces[K]['en'] },
};
export type Resources = typeof resources.zh;
