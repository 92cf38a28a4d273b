import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { IndexListKind } from '../../../protocol';
import { HomePage, IndexListPage, homeViewer } from '../../features/home';
import { useCurrentUser, useEnterprise, useIsLoggedIn } from '../../features/session';
import { openLoginPrompt } from '../../lib/login-prompt';

/** Enterprise, user and language: what home content depends on (query keys in features/home). */
function useViewer(): { viewer: string; signedIn: boolean } {
  const enterprise = useEnterprise();
  const user = useCurrentUser();
  const signedIn = useIsLoggedIn();
  const { i18n } = useTranslation();
  return { viewer: homeViewer(enterprise?.eid ?? 0, signedIn ? user.userid : '', i18n.language), signedIn };
}

export function HomeRoute() {
  const enterprise = useEnterprise();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer, signedIn } = useViewer();
  // Same rule as the header's sign-in button: a public organisation asks in a dialog.
  const signIn = () =>
    enterprise?.puborg === '1'
      ? openLoginPrompt()
      : navigate(`/login?backUrl=${encodeURIComponent(location.pathname)}`);
  return (
    <HomePage
      enterpriseName={enterprise?.enterpriseName ?? ''}
      userName={user.username || user.userid}
      signedIn={signedIn}
      viewer={viewer}
      onSignIn={signIn}
    />
  );
}

function indexRoute(kind: IndexListKind) {
  return function IndexListRoute() {
    const { viewer, signedIn } = useViewer();
    return <IndexListPage kind={kind} viewer={viewer} signedIn={signedIn} />;
  };
}

export const IndexStudyRoute = indexRoute('study');
export const IndexTrainRoute = indexRoute('train');
