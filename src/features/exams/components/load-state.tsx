import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the exam pages. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation('exams');
  const texts = {
    loading: t('common.loading'),
    error: t('common.loadFailed'),
    retry: t('common.retry'),
    empty: t('common.empty'),
  };
  return <SharedLoadState {...props} texts={texts} className="lp-exam-loadstate" mutedClassName="lp-exam-muted" />;
}
