import { LoginPage } from '../../features/auth';
import { useEnterprise, useSessionStore } from '../../features/session';
import { HostQrLogin } from './host-qr-login';

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
    />
  );
}
