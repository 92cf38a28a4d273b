import { lazy } from 'react';
import type { UserInfo } from '../../../protocol';
import { useCurrentUser, useSessionStore } from '../../features/session';

// The entry and its strings load after the header: the start-up chunk stays small. Its dialog
// loads, with the rest of Arco's CSS, only when the entry is about to be used (check-in-entry.tsx).
const CheckInEntry = lazy(() =>
  import('../../features/daily-loop/components/check-in-entry').then((m) => ({ default: m.CheckInEntry })),
);

/** The daily check-in entry in the header (signed-in members): a check-in moves the header's points. */
export function HeaderCheckIn() {
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  const current = useCurrentUser();
  // Some gateways leave the token out of userinfo: keep ours for the same user.
  const changed = (user: UserInfo) => void loginSucceeded(user.token ? user : { ...user, token: current.token });
  return <CheckInEntry onUserChanged={changed} />;
}
