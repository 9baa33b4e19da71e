import type { FeatureRoute } from '@/lib/page-route';
import { registerShellStrings } from '@/components/register-shell/strings';

const strings = { certification: () => import('./locales').then((m) => m.certification), registerShell: registerShellStrings };

/** Registration step 4: certification of each user type (spec 000 §2), in the register shell. */
export const certificationRoutes: FeatureRoute[] = [
  { path: '/register/hackerLegalize', shell: 'register', page: () => import('./hacker-legalize-page'), strings },
  { path: '/register/companyLegalize', shell: 'register', page: () => import('./company-legalize-page'), strings },
  { path: '/register/supplierLegalize', shell: 'register', page: () => import('./supplier-legalize-page'), strings },
];
