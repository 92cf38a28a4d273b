import { Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../../protocol';
import { LoginPage } from '../../features/auth';
import { useEnterprise, useSessionStore } from '../../features/session';
import { HostQrLogin } from './host-qr-login';

// Face sign-in carries the camera dialog: loaded only when its tab is opened, so /login stays small.
const FaceSignIn = lazy(() => import('./face-sign-in'));
const faceSignIn = (onLoggedIn: (user: UserInfo) => void) => (
  <Suspense fallback={<Spin />}>
    <FaceSignIn onLoggedIn={onLoggedIn} />
  </Suspense>
);

/** Composes auth's login page with the session it signs into. */
export function LoginRoute() {
  const enterprise = useEnterprise();
  const languageChoice = useSessionStore((state) => state.languageChoice);
  const setLanguageChoice = useSessionStore((state) => state.setLanguageChoice);
  const loginSucceeded = useSessionStore((state) => state.loginSucceeded);
  return (
    <LoginPage
      enterpriseName={enterprise?.enterpriseName ?? ''}
      {...(enterprise?.linkIcon ? { logoUrl: enterprise.linkIcon } : {})}
      showLanguageSwitcher={enterprise?.switch_language === 'Y'}
      languageChoice={languageChoice}
      onLanguageChange={setLanguageChoice}
      onLoggedIn={loginSucceeded}
      otherWays={<HostQrLogin />}
      faceSignIn={faceSignIn}
    />
  );
}
