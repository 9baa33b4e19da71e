import type { FeatureRoute } from '@/lib/page-route';
import type { StringsLoader } from '@/i18n/load-strings';

export const announcementsStrings: StringsLoader = () => import('./locales').then((m) => m.announcements);

/** The announcement list and one announcement (spec 000 §2). */
export const announcementRoutes: FeatureRoute[] = [
  // Plain markup and CSS: the list paints without Ant Design (issue 7 §1).
  { path: '/announcement', shell: 'site', antd: false, page: () => import('./announcement-list-page'), strings: { announcements: announcementsStrings } },
  { path: '/announcement/detail/:id', shell: 'site', page: () => import('./announcement-detail-page'), strings: { announcements: announcementsStrings } },
];
