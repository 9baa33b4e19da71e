import type { FeatureRoute } from '@/lib/page-route';
import { agreementStrings } from '@/components/agreement/strings';
import { legalStrings } from '@/components/legal/strings';
import { regionStrings } from '@/components/region/strings';
import { registerShellStrings } from '@/components/register-shell/strings';
import { verificationStrings } from '@/components/verification/strings';

/** What step 1 shows: its first paint waits for these (the agreement dialog brings its own). */
const firstStepStrings = {
  register: () => import('./locales').then((m) => m.register),
  registerShell: registerShellStrings,
  verification: verificationStrings,
  agreement: agreementStrings,
};
const strings = { ...firstStepStrings, region: regionStrings, legal: legalStrings };

/** Registration steps 1–3 and password reset, in the register shell (spec 000 §2). */
export const registerRoutes: FeatureRoute[] = [
  // Plain markup and CSS: a first visit's form paints without Ant Design (issue 7 §1).
  { path: '/register/createAccount', shell: 'register', antd: false, page: () => import('./create-account-page'), strings: firstStepStrings },
  { path: '/register/completeInfo', shell: 'register', page: () => import('./complete-info-page'), strings },
  { path: '/register/chooseIdentity', shell: 'register', page: () => import('./choose-identity-page'), strings },
  { path: '/register/resetPwd', shell: 'register', page: () => import('./reset-password-page'), strings },
];
