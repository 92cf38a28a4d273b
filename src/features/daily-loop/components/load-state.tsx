import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Loading, failed (with a retry) and empty states, in place of a page's or a panel's content. */
export function LoadState({ kind, error, onRetry, emptyText }: { kind: 'loading' | 'error' | 'empty'; error?: unknown; onRetry?: () => void; emptyText?: string }) {
  const { t } = useTranslation('daily-loop');
  if (kind === 'loading') {
    return (
      <div className="lp-daily__state" role="status">
        <Spin tip={t('state.loading')} />
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="lp-daily__state" role="alert">
        <p>{t('state.error')}</p>
        <p className="lp-daily__muted">{errorText(error)}</p>
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="lp-daily__state">
      <Empty description={emptyText ?? t('state.empty')} />
    </div>
  );
}
