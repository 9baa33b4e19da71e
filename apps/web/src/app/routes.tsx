import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import type { FeatureRoute, PageShell } from '@/lib/page-route';
import { featureRoutes } from './feature-routes';
import { lazyPart } from './load-part';
import NotFoundPage from './not-found-page';
import { MainLayout } from './layout/main-layout';
import { RegisterFrame } from './layout/register-frame';
import { PageBoundary } from './page-boundary';
import { PageLoader } from './page-loader';
import { RequireSession } from './require-session';
import { ScrollToTop } from './scroll-to-top';

/** The console frame is loaded only after the server confirmed a staff session; the gate itself only for a console path. */
const ConsoleGate = lazy(() => import('./console-gate').then((m) => ({ default: m.ConsoleGate })));

/** A declared page as the router shows it: its chunk, strings and Ant Design loaded together, inside its error boundary. */
function toRouteObject(route: FeatureRoute, shell: PageShell): RouteObject {
  if ('redirectTo' in route) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  // The console's frame already provides Ant Design around every console page.
  const Page = lazyPart({ load: route.page, strings: route.strings, antd: shell !== 'console' && route.antd !== false, page: true });
  return {
    path: route.path,
    element: (
      <PageBoundary errorElement={route.errorElement}>
        <Page />
      </PageBoundary>
    ),
  };
}

/** A shell's pages: the public ones, and those needing a session behind the guard. */
function shellChildren(shell: PageShell, routes: FeatureRoute[], extra: RouteObject[] = []): RouteObject[] {
  const mine = routes.filter((r) => r.shell === shell);
  const open = mine.filter((r) => !r.session).map((r) => toRouteObject(r, shell));
  const guarded = mine.filter((r) => r.session).map((r) => toRouteObject(r, shell));
  return [...open, ...(guarded.length > 0 ? [{ element: <RequireSession />, children: guarded }] : []), ...extra];
}

/**
 * The route tree (react-router route objects, rendered by `AppRoutes`): a root (scroll to top,
 * a last-resort error page should a frame itself fail) and one branch per shell, whose frame
 * shows each page in a Suspense boundary (the loader) and each page in its own error boundary.
 */
export function assembleRoutes(routes: FeatureRoute[] = featureRoutes): RouteObject[] {
  const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
  return [
    {
      element: (
        <>
          <ScrollToTop />
          <PageBoundary>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </>
      ),
      children: [
        { element: <RegisterFrame />, children: shellChildren('register', routes) },
        { element: <RequireSession />, children: [{ element: <ConsoleGate />, children: shellChildren('console', routes) }] },
        { element: <MainLayout />, children: shellChildren('site', routes, [notFound]) },
      ],
    },
  ];
}

/** The declarative router's `<Routes>`, from the assembled tree (inside `<BrowserRouter>`, or `<MemoryRouter>` in tests). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
