import { Pagination } from '@arco-design/web-react';
import '@arco-design/web-react/es/Pagination/style/css.js';
import './pager.css';
import { useTranslation } from 'react-i18next';

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
  if (total <= pageSize) return null;
  return (
    <nav className={className ? `lp-pager ${className}` : 'lp-pager'} aria-label={label ?? t('pager.label')}>
      <Pagination current={page} pageSize={pageSize} total={total} onChange={onPage} />
    </nav>
  );
}
