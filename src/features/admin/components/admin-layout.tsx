import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import type { AdminMenuEntry } from '../admin-menu';
import { AdminNoRights } from './admin-no-rights';
import '../admin.css';

export interface AdminLayoutProps {
  /** The area's menu (src/app/layout/admin-nav.ts, passed in by the app so features stay apart). */
  entries: AdminMenuEntry[];
  /** Spec 000 §6 (user type 2–4, not isdeleteadmin); the server refuses learners' calls anyway. */
  isAdministrator: boolean;
}

/**
 * Every /admin page: the area's side menu on desktop, a row of tabs above the page below 1200 px
 * (scrolls sideways by itself so the page never does at 390 px). Learners get the notice instead
 * of any page, so no admin page needs to check again before rendering.
 */
export function AdminLayout({ entries, isAdministrator }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On the tab row, bring the current section's tab into view (the desktop column never scrolls).
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('.lp-admin__link--active');
    if (row && link && row.scrollWidth > row.clientWidth)
      row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [pathname]);
  if (!isAdministrator) return <AdminNoRights />;
  return (
    <div className="lp-admin">
      <nav ref={nav} className="lp-admin__nav" aria-label={t('nav.label')}>
        <p className="lp-admin__nav-title">{t('title')}</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <NavLink
                to={entry.path}
                // The home entry is current only on /admin itself, not on every section below it.
                end={entry.path === '/admin'}
                className={({ isActive }) => `lp-admin__link${isActive ? ' lp-admin__link--active' : ''}`}
              >
                {t(entry.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lp-admin__page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
