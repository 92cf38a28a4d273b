import { lazy, Suspense } from 'react';
import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { TopNav } from '../../components/top-nav';
import { openLoginPrompt } from '../../lib/login-prompt';
import { useCurrentUser, useEnterprise, useIsLoggedIn, useSessionStore } from '../../features/session';
import { AccountMenuItems, AccountPortalChooser } from '../routes/account-header-items';
import { AdminMenuItem } from '../routes/admin-header-item';
import { routeMetaOf } from '../routes/route-handle';
import { HeaderCheckIn } from './header-check-in';
import { HeaderMessages, useNavRedPoints } from './header-messages';
import { UserMenu } from './user-menu';
import { useTopNavigation } from './use-top-navigation';

// Its own chunk, after start-up (the start-up download has a budget, bench/bundle.ts); it shows
// only below 1200 px, where CSS hides the desktop's language switch, portal chooser and menu row.
const CompactMenu = lazy(() => import('./compact-menu').then((m) => ({ default: m.CompactMenu })));

export function AppHeader() {
  const { t } = useTranslation('common');
  const currentMenu = routeMetaOf(useMatches()).currentMenu;
  const navigate = useNavigate();
  const location = useLocation();
  const enterprise = useEnterprise();
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const languageChoice = useSessionStore((state) => state.languageChoice);
  const setLanguageChoice = useSessionStore((state) => state.setLanguageChoice);
  const logout = useSessionStore((state) => state.logout);
  const redPoints = useNavRedPoints();
  const navigation = useTopNavigation();

  async function signOut() {
    if (await logout()) navigate('/login', { replace: true });
  }

  const backUrl = encodeURIComponent(location.pathname + location.search);
  const language =
    enterprise?.switch_language === 'Y' ? (
      <LanguageSwitcher value={languageChoice} onChange={setLanguageChoice} />
    ) : null;
  const menu = navigation.map((item) => ({ ...item, ...redPoints[item.key as keyof typeof redPoints] }));
  return (
    <header className="lp-header" role="banner">
      <div className="lp-header-inner">
        <Suspense fallback={null}>
          <CompactMenu
            items={menu}
            current={currentMenu}
            extras={
              <>
                {language}
                <AccountPortalChooser />
              </>
            }
          />
        </Suspense>
        <Link to="/index" className="lp-header-brand" title={enterprise?.enterpriseName || t('appName')}>
          {enterprise?.enterpriseName || t('appName')}
        </Link>
        <div className="lp-header-actions">
          {language}
          {loggedIn ? (
            <>
              {/* Area strings load lazily (src/lib/i18n.ts): wait here, not by blanking the whole app. */}
              <Suspense fallback={null}>
                <HeaderCheckIn />
                <HeaderMessages />
              </Suspense>
              <AccountPortalChooser />
              <UserMenu user={user} onProfile={() => navigate('/editor/personalData')} onSignOut={signOut}>
                <AccountMenuItems />
                <AdminMenuItem />
              </UserMenu>
            </>
          ) : (
            <Button
              type="primary"
              size="small"
              onClick={() => (enterprise?.puborg === '1' ? openLoginPrompt() : navigate(`/login?backUrl=${backUrl}`))}
            >
              {t('signIn')}
            </Button>
          )}
        </div>
      </div>
      {/* Its own row: an enterprise's navigation may have many entries, in any language. */}
      <div className="lp-header-nav">
        <TopNav label={t('mainMenu')} current={currentMenu} items={menu} />
      </div>
    </header>
  );
}
