import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import { PageLoading } from '../../../components/page-loading';
import { StatusPanel } from '../../../components/status-panel';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** Loading, not-found and error states of a payments page. */
export function LoadState({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound: string }) {
  const { t } = useTranslation('payments');
  if (!error) return <PageLoading />;
  if (isApiError(error) && error.code === ErrorCode.NOT_FOUND) return <StatusPanel title={notFound} tone="warning" />;
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
