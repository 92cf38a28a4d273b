import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignForm } from '../components/assign-form';
import { AssignmentList } from '../components/assignment-list';
import { PurchasePanel } from '../components/purchase-panel';
import '../../../components/page-kit.css';
import '../admin-assignments.css';

const TABS = ['assign', 'buy'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/assignments (issue 27 item 4, decision 0055): assign courses, exams, trainings and
 * activities to members, departments or posts with a deadline, with the past assignments and their
 * completion beside the form; and buy admin-only courses for members.
 */
export function AssignmentsPage() {
  const { t } = useTranslation('admin-assignments');
  const [tab, setTab] = useState<Tab>('assign');
  return (
    <div className="lp-page-stack">
      <header className="lp-assign-head">
        <h1 className="lp-page-title">{t('title')}</h1>
        <p className="lp-page-muted">{t('subtitle')}</p>
      </header>
      <nav className="lp-assign-tabs" aria-label={t('tabsLabel')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            className={`lp-assign-tab${key === tab ? ' is-active' : ''}`}
            aria-pressed={key === tab}
            onClick={() => setTab(key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </nav>
      {tab === 'assign' ? (
        <div className="lp-assign-columns">
          <AssignForm />
          <AssignmentList />
        </div>
      ) : (
        <PurchasePanel />
      )}
    </div>
  );
}
