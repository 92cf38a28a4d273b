import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { TopNav } from '../../components/top-nav';
import { routeMetaOf } from '../routes/route-handle';
import { DEFAULT_NAV } from './default-nav';
import { useCurrentUser, useEnterprise, useIsLoggedIn, useSessionStore } from '../../features/session';

export function AppHeader() {
  const { t } = useTranslation('common');
  const { t: title } = useTranslation('routes');
  const currentMenu = routeMetaOf(useMatches()).currentMenu;
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
        <TopNav label={t('mainMenu')} current={currentMenu} items={DEFAULT_NAV.map((item) => ({ key: item.key, label: title(item.title), to: item.to }))} />
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
