import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the message centre. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation('messages');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return <SharedLoadState {...props} texts={texts} className="lp-msg__state" mutedClassName="lp-msg__muted" />;
}
