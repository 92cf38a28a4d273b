import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Previous / "page 2 of 5" / next; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('course-social');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="lp-social-pager" aria-label={t('pager.label')}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <span>{t('pager.pageOf', { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
