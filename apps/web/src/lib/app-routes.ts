import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The app's route tree, handed over by the app shell when it builds its router, so a feature
 * can ask whether a link leads to a page without importing the shell (features never import
 * app). Until the shell registers, every path counts as a page.
 */
let appRoutes: RouteObject[] | null = null;

export function registerAppRoutes(routes: RouteObject[]): void {
  appRoutes = routes;
}

/** Whether `path` (with its query or hash) opens a page of this app rather than the catch-all "not found". */
export function isAppRoute(path: string): boolean {
  if (!appRoutes) return true;
  const matches = matchRoutes(appRoutes, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf !== undefined && leaf.path !== '*';
}
