import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';
import { legalStrings } from '@/components/legal/strings';
import { regionStrings } from '@/components/region/strings';
import { registerShellStrings } from '@/components/register-shell/strings';
import { verificationStrings } from '@/components/verification/strings';

export const thirdPartyStrings: StringsLoader = () => import('./locales').then((m) => m.thirdParty);
const strings = { thirdParty: thirdPartyStrings, registerShell: registerShellStrings, verification: verificationStrings, region: regionStrings, legal: legalStrings };
const ssoLogin = () => import('./sso-login-page');

/** Single sign-on and, after a third-party sign-in, binding and the completion screens (spec 000 §2). */
export const thirdPartyRoutes: FeatureRoute[] = [
  // Both spellings render the page, so the provider's ?code&state survive.
  { path: '/xiamlogin', shell: 'site', page: ssoLogin, strings },
  { path: '/xiamLogin', shell: 'site', page: ssoLogin, strings },
  { path: '/register/bindAccount', shell: 'register', page: () => import('./bind-account-page'), strings },
  { path: '/register/bindCompleteInfo', shell: 'register', page: () => import('./bind-complete-info-page'), strings },
  { path: '/qualification/user', shell: 'register', page: () => import('./qualification/qualification-user-page'), strings },
  { path: '/qualification/hacker', shell: 'register', page: () => import('./qualification/qualification-hacker-page'), strings },
  { path: '/qualification/tel', shell: 'register', page: () => import('./qualification/qualification-tel-page'), strings },
  { path: '/qualification/company', shell: 'register', page: () => import('./qualification/qualification-company-page'), strings },
];
