import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { MainLayout } from './layout/main-layout';
import { RouteGuard } from './route-guard';

/** Each page is its own chunk, loaded when its route is first opened. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const home = page(() => import('@/features/home/home-page'));
const hackerGuide = page(() => import('@/features/about/hacker-guide-page'));

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
        { path: '/register/resetPwd', ...page(() => import('@/features/register/reset-password-page')) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  registerRoutes,
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
      { path: '/xiamLogin', element: <Navigate to="/xiamlogin" replace /> },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
