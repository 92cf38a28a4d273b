import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../../protocol';
import { PersonalDataPage, PhoneNumberPage, ResetPasswordPage } from '../../features/profile';
import { useCurrentUser, useSessionStore } from '../../features/session';

/** Fresh user info from a profile answer (name, avatar, initialPassword) replaces the session's. */
function useUserChanged(): (user: UserInfo) => void {
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  const current = useCurrentUser();
  // Some gateways leave the token out of userinfo: keep ours for the same user.
  return (user) => loginSucceeded(user.token ? user : { ...user, token: current.token });
}

export function PersonalDataRoute() {
  return <PersonalDataPage onUserChanged={useUserChanged()} />;
}

export function PhoneNumberRoute() {
  return <PhoneNumberPage onUserChanged={useUserChanged()} />;
}

export function ResetPasswordRoute() {
  const user = useCurrentUser();
  const changed = useUserChanged();
  const navigate = useNavigate();
  const mustChange = user.initialPassword === 'Y';
  return (
    <ResetPasswordPage
      mustChange={mustChange}
      onPasswordChanged={(next) => {
        changed(next ?? { ...user, initialPassword: 'N' });
        // The forced change done, the portal opens as usual.
        if (mustChange) navigate('/index', { replace: true });
      }}
    />
  );
}
