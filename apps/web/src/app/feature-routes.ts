import type { FeatureRoute } from '@/lib/page-route';
import { homeRoutes } from '@/features/home/routes';
import { announcementRoutes } from '@/features/announcements/routes';
import { gameRoutes } from '@/features/game/routes';
import { aboutRoutes } from '@/features/about/routes';
import { companyServiceRoutes } from '@/features/company-services/routes';
import { messageRoutes } from '@/features/messages/routes';
import { accountCentreRoutes } from '@/features/account-centre/routes';
import { registerRoutes } from '@/features/register/routes';
import { certificationRoutes } from '@/features/certification/routes';
import { thirdPartyRoutes } from '@/features/third-party/routes';
import { adminRoutes } from '@/features/admin/routes';
import { projectRoutes } from '@/features/projects/routes';
import { projectPublishRoutes } from '@/features/projects/publish/routes';
import { bugDetailRoutes } from '@/features/bugs/detail/routes';
import { bugSubmitRoutes } from '@/features/bugs/submit-routes';
import { trustedAuthRoutes } from '@/features/trusted-auth/routes';
import { reputationRoutes } from '@/features/reputation/routes';
import { teamRoutes } from '@/features/teams/routes';
import { achievementRoutes } from '@/features/achievements/routes';
import { plannedRoutes } from './planned-routes';

/** Every page of the product, as each feature declares it. Add a feature's list here. */
export const featureRoutes: FeatureRoute[] = [
  ...homeRoutes,
  ...announcementRoutes,
  ...gameRoutes,
  ...aboutRoutes,
  ...companyServiceRoutes,
  ...messageRoutes,
  ...accountCentreRoutes,
  ...registerRoutes,
  ...certificationRoutes,
  ...thirdPartyRoutes,
  ...adminRoutes,
  ...projectRoutes,
  ...projectPublishRoutes,
  ...bugDetailRoutes,
  ...bugSubmitRoutes,
  ...trustedAuthRoutes,
  ...reputationRoutes,
  ...teamRoutes,
  ...achievementRoutes,
  ...plannedRoutes,
];
