import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useEnterprise, useIsLoggedIn } from '../../features/session';

/**
 * Spec 000 §4: visitors on a guarded route go to /login with backUrl = where they were.
 * A public organisation (puborg '1') lets visitors stay (spec 000 §6).
 */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const enterprise = useEnterprise();
  const location = useLocation();
  if (loggedIn || enterprise?.puborg === '1') return <Outlet />;
  const backUrl = encodeURIComponent(location.pathname + location.search + location.hash);
  return <Navigate to={`/login?backUrl=${backUrl}`} replace />;
}
