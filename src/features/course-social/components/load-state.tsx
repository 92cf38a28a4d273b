import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/error-text';

/** Loading or failed: the same two states on every course-social list. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('course-social');
  if (!error) return <PageLoading />;
  return (
    <StatusPanel
      title={t('load.error')}
      description={errorText(error)}
      tone="error"
      role="alert"
      actions={<Button onClick={onRetry}>{t('load.retry')}</Button>}
    />
  );
}

/** An empty list, with an optional way forward. */
export function EmptyState({ text, action }: { text: string; action?: React.ReactNode }) {
  return (
    <div className="lp-social-empty">
      <p>{text}</p>
      {action}
    </div>
  );
}
