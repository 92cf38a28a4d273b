import { lazy } from 'react';
import type { UserInfo } from '../../../protocol';
import { useCurrentUser, useSessionStore } from '../../features/session';
import { loadRestStyles } from '../arco-styles-rest';

// The entry, its dialog and their strings load after the header: the start-up chunk stays small.
// Its dialog is an Arco Modal with an Alert: it waits for the rest of Arco's CSS too (issue 28).
const CheckInEntry = lazy(() =>
  Promise.all([import('../../features/daily-loop/components/check-in-entry'), loadRestStyles()]).then(([m]) => ({
    default: m.CheckInEntry,
  })),
);

/** The daily check-in entry in the header (signed-in members): a check-in moves the header's points. */
export function HeaderCheckIn() {
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  const current = useCurrentUser();
  // Some gateways leave the token out of userinfo: keep ours for the same user.
  const changed = (user: UserInfo) => void loginSucceeded(user.token ? user : { ...user, token: current.token });
  return <CheckInEntry onUserChanged={changed} />;
}
