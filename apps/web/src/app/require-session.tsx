import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/use-session';

/** Routes declared `session: true`: a visitor without a stored session goes home with the sign-in dialog open. */
export function RequireSession() {
  const { token } = useSession();
  if (!token) return <Navigate to="/?type=login" replace />;
  return <Outlet />;
}
