import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the micro-course pages. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation('micro-courses');
  const texts = {
    loading: t('common.loading'),
    error: t('common.loadFailed'),
    retry: t('common.retry'),
    empty: t('common.empty'),
  };
  return <SharedLoadState {...props} texts={texts} className="lp-micro-state" mutedClassName="lp-micro-muted" />;
}
