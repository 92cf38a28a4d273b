import { Outlet, useMatches } from 'react-router-dom';
import { KioskIdleSignOut } from '../kiosk-idle-sign-out';
import { AppOverlays } from '../overlays/app-overlays';
import { routeMetaOf } from '../routes/route-handle';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './main-layout.css';

/** The shell around every page of spec 000 §2 "main layout"; a page's meta may hide header or footer. */
export function MainLayout() {
  const meta = routeMetaOf(useMatches());
  return (
    <div className="lp-shell">
      {meta.isHideHeader ? null : <AppHeader />}
      <main className="lp-main">
        <Outlet />
      </main>
      {meta.isHideFooter ? null : <AppFooter />}
      <AppOverlays />
      <KioskIdleSignOut />
    </div>
  );
}
