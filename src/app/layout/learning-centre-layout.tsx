import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { LEARNING_CENTRE_NAV } from './learning-centre-nav';
import './learning-centre-layout.css';

/** Every /my page: the learning centre's side menu on the left, the page on the right. */
export function LearningCentreLayout() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Below 1200 px the menu is a sideways row (issue 19): bring the current page's entry into view.
  // The desktop's column never scrolls (scrollWidth equals its width), so this does nothing there.
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('.lp-centre__link--active');
    if (row && link && row.scrollWidth > row.clientWidth)
      row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="lp-centre">
      <nav ref={nav} className="lp-centre__nav" aria-label={t('learningCentre.menu')}>
        {LEARNING_CENTRE_NAV.map((group) => (
          <section key={group.group} className="lp-centre__group">
            <h2 className="lp-centre__group-title">{t(`learningCentre.groups.${group.group}`)}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => `lp-centre__link${isActive ? ' lp-centre__link--active' : ''}`}
                  >
                    {t(item.title, { ns: 'routes' })}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="lp-centre__page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
