import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginTips } from '../../components/overlays/login-tips';
import { loginPath, RESET_LOGIN_TIPS, useLoginPrompt } from '../../lib/login-prompt';
import { useEnterprise, useIsLoggedIn } from '../../features/session';
import { loadRestStyles } from '../arco-styles-rest';
import { TopNotice } from './top-notice';

// The dialogs (Arco Modal and its focus lock) load the first time one opens, not at start-up,
// with the rest of Arco's CSS (Modal's is not in the start-up CSS, issue 28).
const LoginDialog = lazy(() =>
  Promise.all([import('../../components/overlays/login-dialog'), loadRestStyles()]).then(([m]) => ({
    default: m.LoginDialog,
  })),
);
const ForcedReloginDialog = lazy(() =>
  Promise.all([import('../../components/overlays/forced-relogin-dialog'), loadRestStyles()]).then(([m]) => ({
    default: m.ForcedReloginDialog,
  })),
);

/** True from the first time `flag` is true: a dialog stays mounted after closing, so it can animate out. */
function useOpenedOnce(flag: boolean): boolean {
  const [opened, setOpened] = useState(flag);
  if (flag && !opened) setOpened(true);
  return opened || flag;
}

function onLoginPage(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

/** The login prompt dialog, the forced re-login dialog and the notices on the sign-in page. */
export function LoginOverlays() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const enterprise = useEnterprise();
  const loggedIn = useIsLoggedIn();
  const loginTips = useLoginPrompt((state) => state.loginTips);
  const toggleLoginTips = useLoginPrompt((state) => state.toggleLoginTips);
  const forcedRelogin = useLoginPrompt((state) => state.forcedRelogin);
  const setForcedRelogin = useLoginPrompt((state) => state.setForcedRelogin);
  // A closed notice stays closed for this visit of the page (keyed by the address).
  const [closedTipsFor, setClosedTipsFor] = useState('');

  // Signing in (here or in another tab) answers the prompt: it must not come back after a sign-out.
  useEffect(() => {
    if (loggedIn && loginTips) toggleLoginTips(false);
  }, [loggedIn, loginTips, toggleLoginTips]);

  const here = location.pathname + location.search;
  const backUrl = onLoginPage(location.pathname) ? (search.get('backUrl') ?? '') : here;

  function goSignIn() {
    toggleLoginTips(false);
    navigate(loginPath(backUrl));
  }

  function goRegister() {
    toggleLoginTips(false);
    // Spec 000 §2: a public organisation signs up on the login page, a private one on /register.
    if (enterprise?.puborg === '1')
      navigate(`/login?loginType=register${backUrl ? `&backUrl=${encodeURIComponent(backUrl)}` : ''}`);
    else navigate('/register');
  }

  function reloginNow() {
    setForcedRelogin(false);
    navigate(loginPath(backUrl), { replace: true });
  }

  const loginDialogVisible = loginTips && !loggedIn;
  const mountLoginDialog = useOpenedOnce(loginDialogVisible);
  const mountRelogin = useOpenedOnce(forcedRelogin);
  const tipsKind = search.get('loginTips') === RESET_LOGIN_TIPS ? 'reset' : search.get('backUrl') ? 'continue' : null;
  const showTips = onLoginPage(location.pathname) && !loggedIn && tipsKind !== null && closedTipsFor !== here;

  return (
    <>
      <Suspense fallback={null}>
        {mountLoginDialog ? (
          <LoginDialog
            visible={loginDialogVisible}
            showRegister={enterprise?.showUserRegister === 'Y'}
            onSignIn={goSignIn}
            onRegister={goRegister}
            onClose={() => toggleLoginTips(false)}
          />
        ) : null}
        {mountRelogin ? <ForcedReloginDialog visible={forcedRelogin} onSignIn={reloginNow} /> : null}
      </Suspense>
      {showTips ? (
        <TopNotice>
          <LoginTips kind={tipsKind} onClose={() => setClosedTipsFor(here)} />
        </TopNotice>
      ) : null}
    </>
  );
}
