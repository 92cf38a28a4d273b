import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState as SharedLoadState, type LoadStateProps } from '../../../components/load-state';

/** Loading, failed (with a retry) and empty states of the practice pages. */
export function LoadState({ children, ...props }: LoadStateProps & { children?: ReactNode }) {
  const { t } = useTranslation('practice');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return (
    <SharedLoadState
      {...props}
      action={children}
      texts={texts}
      className="lp-practice__state"
      mutedClassName="lp-practice__muted"
    />
  );
}
