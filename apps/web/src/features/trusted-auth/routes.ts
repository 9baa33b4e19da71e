import type { FeatureRoute } from '@/lib/page-route';
import { trustedAuthStrings } from './strings';

const strings = { trustedAuth: trustedAuthStrings };

/** Trusted authentication and the payment-authentication scan page (spec 001 §2), reached from the account centre. */
export const trustedAuthRoutes: FeatureRoute[] = [
  { path: '/register/trustedAuthentication', shell: 'site', session: true, page: () => import('./trusted-auth-page'), strings },
  { path: '/userCenter/payAuth', shell: 'site', session: true, page: () => import('./pay-auth-page'), strings },
];
