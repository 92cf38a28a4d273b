import { Suspense } from 'react';
// Deep, not the feature's index: the sign-in entry imports this file too (decision 0073).
import type { LoginCardProps } from '../../features/auth/pages/login-card';
import { useEnterprise, useSessionStore } from '../../features/session';
import { faceSignIn } from './face-sign-in-slot';
import { HostQrLogin } from './host-qr-login';
import { OutsiderJoinLink } from './outsider-join-link';

/**
 * The sign-in card's props from the session, with the shell's other ways in (scan login, the
 * outsider link) and face sign-in: one composition for the portal's /login route and the sign-in
 * page's own entry (src/login-entry), which differ only in how they navigate.
 */
export function useSignInCardProps(navigate: (path: string) => void): LoginCardProps {
  const enterprise = useEnterprise();
  const languageChoice = useSessionStore((state) => state.languageChoice);
  const setLanguageChoice = useSessionStore((state) => state.setLanguageChoice);
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  return {
    enterpriseName: enterprise?.enterpriseName ?? '',
    ...(enterprise?.linkIcon ? { logoUrl: enterprise.linkIcon } : {}),
    showLanguageSwitcher: enterprise?.switch_language === 'Y',
    languageChoice,
    onLanguageChange: setLanguageChoice,
    onLoggedIn: loginSucceeded,
    otherWays: (
      <>
        <HostQrLogin navigate={navigate} />
        <Suspense fallback={null}>
          <OutsiderJoinLink navigate={navigate} />
        </Suspense>
      </>
    ),
    faceSignIn,
  };
}
