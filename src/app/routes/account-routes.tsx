import { Navigate } from 'react-router-dom';
import { SsoLoginPage, SwitchEnterprisePage } from '../../features/account';
import { selectEid, useCurrentUser, useIsLoggedIn, useSessionStore } from '../../features/session';

/** /switchEnterprise: outside the main layout, yet it needs a signed-in person (decision 0007). */
export function SwitchEnterpriseRoute() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const eid = useSessionStore(selectEid);
  const switchEnterprise = useSessionStore((state) => state.switchEnterprise);
  if (!loggedIn) return <Navigate to={`/login?backUrl=${encodeURIComponent('/switchEnterprise')}`} replace />;
  return (
    <SwitchEnterprisePage
      currentEid={eid}
      userName={user.username || user.userid}
      onSwitched={(next, nextEid) => switchEnterprise(nextEid, next)}
    />
  );
}

/** /loginPc?ticket=…&client=mac|pc: a desktop client's ticket, exchanged for a session. */
export function LoginPcRoute() {
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  return <SsoLoginPage entry="loginPc" onLoggedIn={loginSucceeded} />;
}

/** /transferLogin?ticket=…&backUrl=…: another app of the enterprise hands the user over. */
export function TransferLoginRoute() {
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  return <SsoLoginPage entry="transferLogin" onLoggedIn={loginSucceeded} />;
}
