import type { FeatureRoute } from '@/lib/page-route';

import NotFoundPage from './not-found-page';

const notFound = async () => ({ default: NotFoundPage });

/**
 * Areas of the spec that need a session (spec 000 §2, 001 §2, 002 §2) whose features are
 * not built yet: a visitor is asked to sign in, a signed-in person sees "not found". Each
 * entry goes when its feature declares its own routes.
 */
export const plannedRoutes: FeatureRoute[] = [
  '/userCenter/*',
].map((path) => ({ path, shell: 'site', session: true, antd: false, page: notFound }));
