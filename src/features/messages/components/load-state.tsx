import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Loading, failed (with retry) and empty states of the centre's lists and details. */
export function LoadState({ kind, error, onRetry, emptyText }: { kind: 'loading' | 'error' | 'empty'; error?: unknown; onRetry?: () => void; emptyText?: string }) {
  const { t } = useTranslation('messages');
  if (kind === 'loading') {
    return (
      <div className="lp-msg__state" role="status">
        <Spin tip={t('state.loading')} />
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="lp-msg__state" role="alert">
        <p>{t('state.error')}</p>
        <p className="lp-msg__muted">{errorText(error)}</p>
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="lp-msg__state">
      <Empty description={emptyText ?? t('state.empty')} />
    </div>
  );
}
