import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSession } from '@/lib/session';
import { requiresSession } from './session-routes';

/** Sends a visitor without a stored token away from session-only routes, and scrolls to the top on every navigation. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (requiresSession(pathname) && !hasSession()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
