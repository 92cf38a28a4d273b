import { Pagination } from '@arco-design/web-react';
import '@arco-design/web-react/es/Pagination/style/css.js';
import './pager.css';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-viewport';
import { CompactPager } from './compact-pager';

export interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name; "Pages" when absent. */
  label?: string;
  className?: string;
}

/**
 * The pager of a list: Arco's Pagination (its words follow the app's language through Arco's
 * locale) in a named navigation landmark, and nothing when everything fits on one page. Pages load
 * lazily, so Pagination (with the Select and Input it brings) stays out of the start-up chunk; the
 * budgeted /index page uses CompactPager instead (decision 0032).
 */
export function Pager({ page, total, pageSize, onPage, label, className }: PagerProps) {
  const { t } = useTranslation('common');
  const phone = useIsPhone();
  if (total <= pageSize) return null;
  // A phone has no room for a row of page numbers a finger can hit: previous, "2 / 9", next.
  if (phone)
    return (
      <CompactPager
        page={page}
        pages={Math.ceil(total / pageSize)}
        onPage={onPage}
        label={label ?? t('pager.label')}
        className={className ? `lp-pager ${className}` : 'lp-pager'}
      />
    );
  return (
    <nav className={className ? `lp-pager ${className}` : 'lp-pager'} aria-label={label ?? t('pager.label')}>
      <Pagination current={page} pageSize={pageSize} total={total} onChange={onPage} />
    </nav>
  );
}
