import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { PageLoading } from '../../components/page-loading';
import { readStored, writeStored } from '../../lib/storage';
import { useSessionStore, selectIsLoggedIn } from '../../features/session';
import { routeMetaOf } from '../routes/route-handle';
import { useRouteTitle } from '../use-route-title';
import { decideGate, QR_REDIRECTED_KEY } from './gate-decision';

// Where the sign-in entry (decision 0073) reads it too.
export { QR_REDIRECTED_KEY };

let navigated = false;

// The page's share menu exists only inside DingTalk: its code loads only there.
const PageShare = lazy(() => import('../page-share'));

/** Tests start each case as a fresh page load. */
export function resetFirstNavigation(): void {
  navigated = false;
}

/**
 * The one gate every route passes (spec 000 §4): enterprise refusal, access codes, sign-in
 * with backUrl, the QR-scan login on the first navigation. It reads the matched route's meta,
 * so the rules live in one place and the route table only declares what each page is.
 */
export function RouteGate() {
  const location = useLocation();
  const meta = routeMetaOf(useMatches());
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const enterprise = useSessionStore((state) => state.enterprise);
  const refusal = useSessionStore((state) => state.refusal);
  const host = getHostAdapter();
  useRouteTitle(meta, enterprise?.enterpriseName ?? '');

  const decision = decideGate({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    meta,
    loggedIn,
    enterprise,
    refusal,
    inChatHost: host.kind === 'dingtalk' || host.kind === 'wecom',
    firstNavigation: !navigated && readStored('session', QR_REDIRECTED_KEY) === null,
  });

  const externalUrl = decision.kind === 'external' ? decision.url : '';
  useEffect(() => {
    navigated = true;
    if (externalUrl) {
      writeStored('session', QR_REDIRECTED_KEY, '1');
      host.navigation.assign(externalUrl);
    }
  }, [externalUrl, host]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'external') return <PageLoading fullScreen />;
  return (
    <>
      <Outlet />
      {host.kind === 'dingtalk' && enterprise ? (
        <Suspense fallback={null}>
          <PageShare eid={enterprise.eid} />
        </Suspense>
      ) : null}
    </>
  );
}
