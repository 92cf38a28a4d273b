import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/page-kit.css';
import '../admin.css';

/** Spec 001 §6: a learner who opens an administrators' page is told they have no administrator rights. */
export function AdminNoRights() {
  const { t } = useTranslation('admin');
  return (
    <section className="lp-admin-denied" aria-labelledby="lp-admin-denied-title">
      <svg className="lp-admin-denied__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="10" y="21" width="28" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="24" cy="31" r="3" fill="currentColor" />
      </svg>
      <h1 id="lp-admin-denied-title" className="lp-page-heading">
        {t('noRights.title')}
      </h1>
      <p>{t('noRights.body')}</p>
      <Link className="lp-admin-button lp-admin-button--primary" to="/index">
        {t('noRights.home')}
      </Link>
    </section>
  );
}
