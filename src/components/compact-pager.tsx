import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import './compact-pager.css';

export interface CompactPagerProps {
  page: number;
  /** Number of pages; nothing is drawn when there is one. */
  pages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name. */
  label: string;
  /** ‹ › with spoken names (a module's header) instead of worded buttons. */
  arrows?: boolean;
  className?: string;
}

/**
 * Previous / "2 / 5" / next with the Button the start-up chunk already holds: the home page's
 * first visit is within a 200 KB budget that Arco's Pagination (Select, Input, Trigger) would
 * break (decision 0032). Everywhere else lists use Pager.
 */
export function CompactPager({ page, pages, onPage, label, arrows = false, className }: CompactPagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const size = arrows ? 'mini' : 'small';
  return (
    <nav className={className ? `lp-compact-pager ${className}` : 'lp-compact-pager'} aria-label={label}>
      <Button
        size={size}
        disabled={page <= 1}
        aria-label={arrows ? t('pager.previous') : undefined}
        onClick={() => onPage(page - 1)}
      >
        {arrows ? '‹' : t('pager.previous')}
      </Button>
      <span className="lp-compact-pager__text">{t('pager.pageOf', { page, pages })}</span>
      <Button
        size={size}
        disabled={page >= pages}
        aria-label={arrows ? t('pager.next') : undefined}
        onClick={() => onPage(page + 1)}
      >
        {arrows ? '›' : t('pager.next')}
      </Button>
    </nav>
  );
}
