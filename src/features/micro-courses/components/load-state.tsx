import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Loading, failed (with a retry) and empty states in place of a page's content. */
export function LoadState({ kind, error, onRetry, emptyText, action }: { kind: 'loading' | 'error' | 'empty'; error?: unknown; onRetry?: () => void; emptyText?: string; action?: ReactNode }) {
  const { t } = useTranslation('micro-courses');
  if (kind === 'loading') {
    return (
      <div className="lp-micro-state" role="status">
        <Spin tip={t('common.loading')} />
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="lp-micro-state" role="alert">
        <p>{t('common.loadFailed')}</p>
        <p className="lp-micro-muted">{errorText(error)}</p>
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="lp-micro-state">
      <Empty description={emptyText ?? t('common.empty')} />
      {action}
    </div>
  );
}
