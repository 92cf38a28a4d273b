import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the grading pages. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation('exam-grading');
  const texts = { loading: t('common.loading'), error: t('common.loadFailed'), retry: t('common.retry') };
  return <SharedLoadState {...props} texts={texts} className="lp-grading-state" mutedClassName="lp-grading-muted" />;
}
