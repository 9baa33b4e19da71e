import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { FeatureRoute, PageShell } from '@/lib/page-route';
import { featureRoutes } from './feature-routes';
import { loadPart } from './load-part';
import NotFoundPage from './not-found-page';
import { MainLayout } from './layout/main-layout';
import { RegisterFrame } from './layout/register-frame';
import { PageLoader } from './page-loader';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { ScrollToTop } from './scroll-to-top';

function toRouteObject(route: FeatureRoute, shell: PageShell): RouteObject {
  if ('redirectTo' in route) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  return {
    path: route.path,
    ...(route.errorElement ? { errorElement: route.errorElement } : {}),
    // The console's frame already provides Ant Design around every console page.
    lazy: async () => ({ Component: await loadPart({ load: route.page, strings: route.strings, antd: shell !== 'console' && route.antd !== false, page: true }) }),
  };
}

/** A shell's pages: the public ones, and those needing a session behind the guard; errors show inside the shell. */
function shellChildren(shell: PageShell, routes: FeatureRoute[], extra: RouteObject[] = []): RouteObject[] {
  const mine = routes.filter((r) => r.shell === shell);
  const open = mine.filter((r) => !r.session).map((r) => toRouteObject(r, shell));
  const guarded = mine.filter((r) => r.session).map((r) => toRouteObject(r, shell));
  return [
    {
      errorElement: <RouteError />,
      children: [...open, ...(guarded.length > 0 ? [{ element: <RequireSession />, children: guarded }] : []), ...extra],
    },
  ];
}

/** The router's tree: a root (scroll, first-load fallback, last-resort error page) and one branch per shell. */
export function assembleRoutes(routes: FeatureRoute[] = featureRoutes): RouteObject[] {
  const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
  return [
    {
      element: (
        <>
          <ScrollToTop />
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <RegisterFrame />, children: shellChildren('register', routes) },
        // The console frame is loaded only after the server confirmed a staff session; the gate itself only for a console path.
        {
          element: <RequireSession />,
          children: [{ lazy: async () => ({ Component: (await import('./console-gate')).ConsoleGate }), children: shellChildren('console', routes) }],
        },
        { element: <MainLayout />, children: shellChildren('site', routes, [notFound]) },
      ],
    },
  ];
}
