import { matchPath, type RouteObject } from 'react-router';

/**
 * The app's pages, handed over by the app shell when it builds its router, so a feature can
 * ask whether a link leads to a page without importing the shell (features never import
 * app). Until the shell registers, every path counts as a page.
 */
let pagePatterns: string[] | null = null;
/** Answers by pathname: the footer, the menu and the home page ask about the same links on every render. */
const answered = new Map<string, boolean>();

/** Every route's full path but the catch-all "not found" (`*`), parents included as the router matches them. */
function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [full] : [];
    return [...own, ...patternsOf(route.children ?? [], full)];
  });
}

export function registerAppRoutes(routes: RouteObject[]): void {
  pagePatterns = patternsOf(routes);
  answered.clear();
}

/**
 * Whether `path` (with its query or hash) opens a page of this app rather than the catch-all
 * "not found". The patterns are worked out once: `matchRoutes` flattened and ranked the whole
 * tree on every call, and the home page's links made that a tenth of its main-thread work at
 * load on a phone (issue 7 §1).
 */
export function isAppRoute(path: string): boolean {
  if (!pagePatterns) return true;
  const pathname = path.split(/[?#]/)[0] || '/';
  let known = answered.get(pathname);
  if (known === undefined) {
    known = pagePatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
    answered.set(pathname, known);
  }
  return known;
}
