import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import { errorText } from '../lib/error-text';

/** The words of a load state, in the area's own voice and namespace. */
export interface LoadStateTexts {
  loading: string;
  error: string;
  retry: string;
  /** Absent where every caller says what is empty (`emptyText`). */
  empty?: string;
}

export interface LoadStateProps {
  kind: 'loading' | 'error' | 'empty';
  error?: unknown;
  onRetry?: () => void;
  /** Replaces `texts.empty` (what exactly is empty here). */
  emptyText?: string;
  /** Under the empty state: the way to fill it (a link, a button). */
  action?: ReactNode;
}

/**
 * Loading, failed (with a retry) and empty states in place of a page's or a panel's content.
 * Each area wraps it with its texts and class names (its load-state.tsx), so the states look and
 * behave alike everywhere.
 */
export function LoadState({
  kind,
  error,
  onRetry,
  emptyText,
  action,
  texts,
  className,
  mutedClassName,
}: LoadStateProps & { texts: LoadStateTexts; className: string; mutedClassName: string }) {
  if (kind === 'loading') {
    return (
      <div className={className} role="status">
        <Spin tip={texts.loading} />
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className={className} role="alert">
        <p>{texts.error}</p>
        <p className={mutedClassName}>{errorText(error)}</p>
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {texts.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={className}>
      <Empty description={emptyText ?? texts.empty} />
      {action}
    </div>
  );
}
