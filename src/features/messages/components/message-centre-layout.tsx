import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MessageCategory } from '../../../../protocol';
import { useMessageState } from '../hooks/use-message-state';
import { CATEGORY_ROUTES } from '../message-categories';
import '../messages.css';
import '../messages-mobile.css';

/**
 * Every /main/message page: the categories on the left with their unread counts, the page on
 * the right. `active` marks the category of a detail page (its route is not the list's).
 */
export function MessageCentreLayout({ active, children }: { active: MessageCategory; children: ReactNode }) {
  const { t } = useTranslation('messages');
  const state = useMessageState();
  const categories = CATEGORY_ROUTES.filter((entry) => entry.category !== 'admin' || state?.adminMessageShow !== 'N');
  return (
    <div className="lp-msg">
      <nav className="lp-msg__nav" aria-label={t('centre.menu')}>
        <h1 className="lp-msg__nav-title">{t('centre.title')}</h1>
        <ul>
          {categories.map(({ category, to }) => {
            const unread = state?.unread[category] ?? 0;
            return (
              <li key={category}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `lp-msg__link${isActive || category === active ? ' lp-msg__link--active' : ''}`
                  }
                  aria-current={category === active ? 'page' : undefined}
                >
                  <span>{t(`categories.${category}`)}</span>
                  {unread > 0 ? (
                    <span className="lp-msg__count" aria-label={t('centre.unreadCount', { count: unread })}>
                      {unread > 99 ? '99+' : unread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="lp-msg__page">{children}</section>
    </div>
  );
}
