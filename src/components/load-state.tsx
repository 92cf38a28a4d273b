import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../protocol';
import { isApiError } from '../lib/api-error';
import { errorText, isTransientFailure } from '../lib/error-text';
import './load-state.css';

export interface LoadStateProps {
  kind: 'loading' | 'error' | 'empty';
  error?: unknown;
  /** Shown as the one "Try again" button of a failed load that trying again can mend. */
  onRetry?: () => void;
  /** What exactly is empty here; "Nothing here yet" when absent. */
  emptyText?: string;
  /** Under the empty state: the way to fill it (a link, a button). */
  action?: ReactNode;
  /** A failure that is "not found" (code 404) reads as this empty state, with no retry: retrying cannot help. */
  notFoundText?: string;
}

/**
 * Loading, failed and empty, in place of a page's or a panel's content: the same words and the
 * same look in every area. A transient failure gives the reason and one "Try again"; a refusal
 * says what it is (with the server's reason) and offers no retry, since retrying cannot help.
 */
export function LoadState({ kind, error, onRetry, emptyText, action, notFoundText }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (kind === 'loading') {
    return (
      <div className="lp-load-state" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  }
  if (kind === 'error' && notFoundText && isApiError(error) && error.code === ErrorCode.NOT_FOUND) {
    return <LoadState kind="empty" emptyText={notFoundText} action={action} />;
  }
  if (kind === 'error' && !isTransientFailure(error)) {
    const reason = isApiError(error) ? error.msg : '';
    return (
      <div className="lp-load-state" role="alert">
        <p>{refusalTitle(error, t)}</p>
        {reason ? <p className="lp-load-state__reason">{reason}</p> : null}
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="lp-load-state" role="alert">
        <p>{t('loadFailed')}</p>
        <p className="lp-load-state__reason">{errorText(error)}</p>
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="lp-load-state">
      <Empty description={emptyText ?? t('empty')} />
      {action}
    </div>
  );
}

/** The heading of a refusal: what it is, not that something failed to load. */
function refusalTitle(error: unknown, t: TFunction<'common'>): string {
  const code = isApiError(error) ? error.code : 0;
  if (code === ErrorCode.NOT_FOUND) return t('refused.notFound');
  if (code === ErrorCode.FORBIDDEN) return t('refused.forbidden');
  return t('refused.other');
}
