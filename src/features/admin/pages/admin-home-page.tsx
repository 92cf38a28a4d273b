import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminMenuEntry } from '../admin-menu';
import '../../../components/page-kit.css';
import '../admin.css';

export interface AdminHomePageProps {
  /** The area's menu; every entry but the home itself becomes a tile. */
  entries: AdminMenuEntry[];
  /** Extra content per tile key (the approvals tile shows how many items wait). */
  badges?: Partial<Record<string, ReactNode>>;
}

/** /admin: one tile per section, with what each is for; a section still being built opens its own page. */
export function AdminHomePage({ entries, badges = {} }: AdminHomePageProps) {
  const { t } = useTranslation('admin');
  return (
    <section className="lp-admin-home">
      <h1 className="lp-page-heading">{t('title')}</h1>
      <p className="lp-admin-hint">{t('home.intro')}</p>
      <ul className="lp-admin-tiles">
        {entries
          .filter((entry) => entry.path !== '/admin')
          .map((entry) => (
            <li key={entry.key}>
              <Link className="lp-admin-tile" to={entry.path}>
                <span className="lp-admin-tile__title">{t(entry.labelKey)}</span>
                <span className="lp-admin-tile__text">{t(`home.tiles.${entry.key}`, { defaultValue: '' })}</span>
                {badges[entry.key]}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
