import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { accessRedirect, type AccessRule } from './access';

/** Renders the guarded route, or replaces it with a redirect that remembers where it came from. */
export function Guard({ rule }: { rule: AccessRule }) {
  const { currentUser } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const redirectTo = accessRedirect(rule, currentUser, { search: location.search, from });
  if (redirectTo === null) return <Outlet />;
  return (
    <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />
  );
}
