import { lazy, Suspense } from 'react';
import { getHostAdapter } from '../../../host-adapters';
import { PageLoading } from '../../components/page-loading';
import { Outlet, useMatches } from 'react-router-dom';
import { AppOverlays } from '../overlays/app-overlays';
import { routeMetaOf } from '../routes/route-handle';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './main-layout.css';

const HostLinks = lazy(() => import('./host-links'));
// Kiosks only: its idle timer and countdown stay off the first page's download elsewhere (decision 0069).
const KioskIdleSignOut = lazy(() => import('../kiosk-idle-sign-out').then((m) => ({ default: m.KioskIdleSignOut })));

/** The shell around every page of spec 000 §2 "main layout"; a page's meta may hide header or footer. */
export function MainLayout() {
  const meta = routeMetaOf(useMatches());
  return (
    <div className="lp-shell">
      {meta.isHideHeader ? null : <AppHeader />}
      <main className="lp-main">
        {/* A page waits here for its area's strings (src/lib/i18n.ts) without blanking the shell. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {meta.isHideFooter ? null : <AppFooter />}
      <AppOverlays />
      {getHostAdapter().kind === 'kiosk' ? (
        <Suspense fallback={null}>
          <KioskIdleSignOut />
        </Suspense>
      ) : null}
      {/^(dingtalk|wecom)$/.test(getHostAdapter().kind) ? (
        <Suspense fallback={null}>
          <HostLinks />
        </Suspense>
      ) : null}
    </div>
  );
}
