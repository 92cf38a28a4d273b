import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useCurrentUser, useEnterprise, useIsLoggedIn, useSessionStore } from '../../features/session';

export function AppHeader() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const enterprise = useEnterprise();
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const languageChoice = useSessionStore((state) => state.languageChoice);
  const setLanguageChoice = useSessionStore((state) => state.setLanguageChoice);
  const logout = useSessionStore((state) => state.logout);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const done = await logout();
    setSigningOut(false);
    if (done) navigate('/login', { replace: true });
  }

  const backUrl = encodeURIComponent(location.pathname + location.search);
  return (
    <header className="lp-header" role="banner">
      <div className="lp-header-inner">
        <Link to="/index" className="lp-header-brand">
          {enterprise?.enterpriseName || t('appName')}
        </Link>
        <div className="lp-header-actions">
          {enterprise?.switch_language === 'Y' ? <LanguageSwitcher value={languageChoice} onChange={setLanguageChoice} /> : null}
          {loggedIn ? (
            <>
              <span className="lp-header-user">{user.username || user.userid}</span>
              <Button type="outline" size="small" loading={signingOut} onClick={() => void signOut()}>
                {t('signOut')}
              </Button>
            </>
          ) : (
            <Button type="primary" size="small" onClick={() => navigate(`/login?backUrl=${backUrl}`)}>
              {t('signIn')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
