import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { MainLayout } from './layout/main-layout';
import { RouteGuard } from './route-guard';
import { registerAppRoutes } from '@/lib/app-routes';

/** Each page is its own chunk, loaded when its route is first opened. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const home = page(() => import('@/features/home/home-page'));
const hackerGuide = page(() => import('@/features/about/hacker-guide-page'));
const ssoLogin = page(() => import('@/features/third-party/sso-login-page'));

/** Registration and password reset: their own shell (spec 000 §2 "Register shell"), no site navigation. */
const registerRoutes: RouteObject = {
  element: (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  ),
  children: [
    {
      ...page(() => import('@/features/register/register-layout')),
      children: [
        { path: '/register/createAccount', ...page(() => import('@/features/register/create-account-page')) },
        { path: '/register/completeInfo', ...page(() => import('@/features/register/complete-info-page')) },
        { path: '/register/chooseIdentity', ...page(() => import('@/features/register/choose-identity-page')) },
        { path: '/register/hackerLegalize', ...page(() => import('@/features/certification/hacker-legalize-page')) },
        { path: '/register/companyLegalize', ...page(() => import('@/features/certification/company-legalize-page')) },
        { path: '/register/supplierLegalize', ...page(() => import('@/features/certification/supplier-legalize-page')) },
        { path: '/register/resetPwd', ...page(() => import('@/features/register/reset-password-page')) },
        // After a third-party sign-in (spec 000 §2): binding and the completion screens, in the register shell.
        { path: '/register/bindAccount', ...page(() => import('@/features/third-party/bind-account-page')) },
        { path: '/register/bindCompleteInfo', ...page(() => import('@/features/third-party/bind-complete-info-page')) },
        { path: '/qualification/user', ...page(() => import('@/features/third-party/qualification/qualification-user-page')) },
        { path: '/qualification/hacker', ...page(() => import('@/features/third-party/qualification/qualification-hacker-page')) },
        { path: '/qualification/tel', ...page(() => import('@/features/third-party/qualification/qualification-tel-page')) },
        { path: '/qualification/company', ...page(() => import('@/features/third-party/qualification/qualification-company-page')) },
      ],
    },
  ],
};

/** The staff console (`/admin`): its own layout and chunks, never part of the public bundle. */
const adminRoutes: RouteObject = {
  path: '/admin',
  element: (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  ),
  children: [
    {
      ...page(() => import('@/features/admin/admin-layout')),
      children: [
        { index: true, element: <Navigate to="/admin/certifications" replace /> },
        { path: 'certifications', ...page(() => import('@/features/admin/certifications/certifications-page')) },
        { path: 'users', ...page(() => import('@/features/admin/users/users-page')) },
        { path: 'announcements', ...page(() => import('@/features/admin/announcements/announcements-page')) },
        { path: 'carousel', ...page(() => import('@/features/admin/content/carousel-page')) },
        { path: 'entrances', ...page(() => import('@/features/admin/content/entrances-page')) },
        { path: 'contact-messages', ...page(() => import('@/features/admin/contact/contact-messages-page')) },
        { path: 'contact-settings', ...page(() => import('@/features/admin/contact/contact-settings-page')) },
        { path: 'audit-log', ...page(() => import('@/features/admin/audit/audit-log-page')) },
        { path: 'security', ...page(() => import('@/features/admin/security/security-page')) },
        { path: '*', element: <Navigate to="/admin/certifications" replace /> },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  registerRoutes,
  adminRoutes,
  {
    element: <MainLayout />,
    children: [
      { path: '/', ...home },
      { path: '/index', ...home },
      { path: '/announcement', ...page(() => import('@/features/announcements/announcement-list-page')) },
      { path: '/announcement/detail/:id', ...page(() => import('@/features/announcements/announcement-detail-page')) },
      { path: '/game', ...page(() => import('@/features/game/game-page')) },
      { path: '/about/hole-level', ...page(() => import('@/features/about/hole-level-page')) },
      { path: '/about/hacker-guide', ...hackerGuide },
      { path: '/hackerservice/hacker-guide', ...hackerGuide },
      { path: '/about/user-protocol', ...page(() => import('@/features/about/user-protocol-page')) },
      { path: '/about/privacy-protocol', ...page(() => import('@/features/about/privacy-protocol-page')) },
      { path: '/hackerservice/hacker-rights', ...page(() => import('@/features/about/hacker-rights-page')) },
      { path: '/companyservice/bugbounty', ...page(() => import('@/features/company-services/bugbounty-page')) },
      { path: '/companyservice/internet-attack', ...page(() => import('@/features/company-services/internet-attack-page')) },
      { path: '/companyservice/attack-effect', ...page(() => import('@/features/company-services/attack-effect-page')) },
      // Single sign-on (spec 000 §2); both spellings render the page, so the provider's ?code&state survive.
      { path: '/xiamlogin', ...ssoLogin },
      { path: '/xiamLogin', ...ssoLogin },
      { path: '/userCenter/news', ...page(() => import('@/features/messages/news-page')) },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];

export const createRouter = () => {
  // Features hide links to routes that do not exist yet (lib/app-routes).
  registerAppRoutes(routes);
  return createBrowserRouter(routes);
};
