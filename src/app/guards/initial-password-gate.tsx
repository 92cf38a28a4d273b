import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { initialPasswordRedirect } from '../../features/profile';
import { useCurrentUser } from '../../features/session';

/**
 * Decision 0005: a signed-in user who still has the initial password an administrator gave
 * them (userinfo initialPassword 'Y') reaches only /editor/resetpassword, /login and /prompt;
 * every other page leads to /editor/resetpassword?type=initial, which explains why.
 * Mount it around the routes (as a layout route it renders the matched child).
 */
export function InitialPasswordGate({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const to = initialPasswordRedirect(user, pathname);
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}
