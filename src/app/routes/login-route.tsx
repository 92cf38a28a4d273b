import { Spin } from '@arco-design/web-react';
import { lazy, Suspense, useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPage } from '../../features/auth';
import { selectIsLoggedIn, useSessionStore } from '../../features/session';
import { safeBackUrl } from '../../lib/safe-redirect';
import { loadRestStyles } from '../arco-styles-rest';
import { useSignInCardProps } from './sign-in-card-props';

// An outsider's join form and waiting notice (decision 0057): loaded only when /login?outsideReview=… is opened.
// Its form is Arco's, whose CSS /login loads only after it has painted: wait for it (decision 0069).
const OutsiderEntry = lazy(() =>
  Promise.all([import('./outsider-routes'), loadRestStyles()]).then(([m]) => ({ default: m.OutsiderEntryRoute })),
);

/** Composes auth's login page with the session it signs into. */
export function LoginRoute() {
  const signedIn = useSessionStore(selectIsLoggedIn);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // One function for the page's life: the scan panel is mounted once for it.
  const goTo = useCallback((path: string) => void navigate(path), [navigate]);
  const cardProps = useSignInCardProps(goTo);
  if (search.has('outsideReview'))
    return (
      <Suspense fallback={<Spin />}>
        <OutsiderEntry />
      </Suspense>
    );
  // Already signed in: the form has nothing to offer; go where a sign-in would have gone.
  if (signedIn) return <Navigate to={safeBackUrl(search.get('backUrl')) ?? '/index'} replace />;
  return <LoginPage {...cardProps} />;
}
