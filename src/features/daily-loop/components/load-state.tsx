import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the daily-loop pages. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation('daily-loop');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return <SharedLoadState {...props} texts={texts} className="lp-daily__state" mutedClassName="lp-daily__muted" />;
}
