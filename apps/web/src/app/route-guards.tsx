import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { redirectTargetFrom } from './redirect.ts';

/** Signed-in routes: a guest goes to /login, remembering where they were headed. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
  return <Outlet />;
}

/** Login and sign-up are for guests; a signed-in visitor continues where they were going. */
export function GuestOnly() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={redirectTargetFrom(location.state)} replace />;
  return <Outlet />;
}
