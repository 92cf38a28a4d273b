import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { ACTIVITY_SIGN_IN_PARAM } from '../../../protocol';
import { ActivityDetailPage, ActivityListPage, SignInScreenPage } from '../../features/activities';
import { useEnterprise, useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';

/* Activity routes (issue 23, decision 0047). */

function useIdParam(): number {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
}

const detailPath = (id: number) => `/task/active-detail/${id}`;

export function IndexActivityRoute() {
  const navigate = useNavigate();
  return <ActivityListPage scope="all" layout="page" onOpen={(id) => navigate(detailPath(id))} />;
}

export function MyActiveRoute() {
  const navigate = useNavigate();
  return (
    <ActivityListPage
      scope="mine"
      layout="centre"
      onOpen={(id) => navigate(detailPath(id))}
      onBrowse={() => navigate('/index/activity')}
    />
  );
}

export function ActivityDetailRoute() {
  const id = useIdParam();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const code = search.get(ACTIVITY_SIGN_IN_PARAM) ?? '';
  // The code is spent once used: drop it from the address so a reload or a shared link does not resend it.
  const onCodeUsed = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTIVITY_SIGN_IN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);
  return (
    <ActivityDetailPage
      key={id}
      id={id}
      signedIn={useIsLoggedIn()}
      signInCode={code}
      onCodeUsed={onCodeUsed}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
      onBack={() => navigate('/index/activity')}
      onOrganise={(activityId) => navigate(`/activity-sign-in/${activityId}`)}
      hostScan={() => getHostAdapter().scan()}
    />
  );
}

export function ActivitySignInScreenRoute() {
  const id = useIdParam();
  const navigate = useNavigate();
  const enterprise = useEnterprise();
  return (
    <SignInScreenPage
      id={id}
      origin={new URL(getHostAdapter().navigation.currentUrl()).origin}
      eid={enterprise?.eid ?? 0}
      onBack={() => navigate(detailPath(id))}
    />
  );
}
